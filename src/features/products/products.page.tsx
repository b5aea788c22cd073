import { msg } from "@lingui/core/macro";
import type { Product } from "@/contract/catalogue";
import { productsApi } from "@/contract/catalogue.endpoints";
import { formatMoney } from "@/lib/i18n/format";
import { defineList, ResourceList } from "@/ui/paged-list/resource-list";
import { ProductFormModal, ProductWarning } from "./product-form";
import { SCREENS } from "@/lib/screens";

/** /products: the price products (units and bonus units for a price), 20 a page. */
const PRODUCT_LIST = defineList({
  cache: "products",
  // Its "new" form opens from this list only (the menu offers the five of src/lib/screens.ts).
  screen: {
    ...SCREENS.products,
    create: { label: msg`Nouveau produit`, right: "PRODUCT_ADD_UPDATE" },
  },
  list: productsApi.list,
  size: 20,
  rowKey: (product: Product) => product.id,
  columns: [
    { key: "name", header: msg`Nom`, render: (p) => p.name },
    {
      key: "price",
      header: msg`Prix`,
      render: (p, i18n) => formatMoney(p.price, i18n.locale === "en" ? "en" : "fr"),
      csv: (p) => p.price,
      align: "right",
    },
    { key: "tokens", header: msg`Unités`, render: (p) => p.tokensAmount, align: "right" },
    { key: "free", header: msg`Unités bonus`, render: (p) => p.freeTokensAmount, align: "right" },
  ],
  empty: msg`Aucun produit`,
  form: {
    render: ({ opened, row, onClose, onSaved }) => (
      <ProductFormModal opened={opened} product={row} onClose={onClose} onSaved={() => onSaved()} />
    ),
    update: productsApi.update,
  },
  remove: {
    endpoint: productsApi.remove,
    params: (product) => ({ id: product.id }),
    confirm: ({ name }) =>
      msg`Le produit « ${name} » sera supprimé : il ne sera plus proposé à la vente. Les achats déjà faits le gardent.`,
    done: msg`Produit supprimé`,
    failed: msg`Erreur lors de la suppression du produit`,
  },
});

export default function ProductsPage() {
  return <ResourceList of={PRODUCT_LIST} intro={<ProductWarning />} />;
}
