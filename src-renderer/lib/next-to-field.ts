/**
 * A refusal shown next to its field: without the field's name before it ("rating : la cote…"
 * becomes "La cote…"), since the box it concerns is right there.
 */
export function nextToField(message: string, field: string | null): string {
  if (field === null || !message.startsWith(`${field} : `) || message.includes(' ; ')) return message;
  const rest = message.slice(field.length + 3);
  return rest.charAt(0).toLocaleUpperCase('fr-FR') + rest.slice(1);
}
