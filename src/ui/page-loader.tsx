import { Center, Loader } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih={240}>
      <Loader role="status" aria-label={t`Chargement`} />
    </Center>
  );
}
