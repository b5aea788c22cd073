/**
 * A new customer's first fields from what was typed to look them up ("Jean Testeur", "Testeur",
 * "jean@example.fr"), so a name is never typed twice: the first word is the first name, the rest
 * the last name; a single word is a last name; an e-mail address is the e-mail.
 */
export function initialFromSearch(text: string): {
  firstName?: string;
  lastName?: string;
  email?: string;
} {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1 && words[0]!.includes("@")) return { email: words[0] };
  if (words.length === 1) return { lastName: words[0] };
  return { firstName: words[0], lastName: words.slice(1).join(" ") };
}
