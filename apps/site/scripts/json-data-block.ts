/**
 * A page's JSON data blocks (`<script type="application/json" id="…">`): the image manifest
 * (image-variants.ts) and the deferred modules (deferred-boot.ts) are written and read back the
 * same way.
 */

/** The block holding `value`; `<` is escaped, so no `</script>` or `<!--` can end it early. */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The value of the page's block `id`, if it has one. */
export function readJsonDataBlock<T>(html: string, id: string): T | undefined {
  const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
}
