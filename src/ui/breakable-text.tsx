import { Fragment } from "react";

/**
 * An e-mail address (or any dotted identifier) that may wrap only where a reader expects it:
 * after "@", before a ".", "-" or "_", never inside a word (a narrow tablet column breaks
 * "camille.durand@exemple.fr" as "camille.durand@" / "exemple.fr", not as "camille.dur" / "and@").
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[._-])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
