/**
 * Publishing: a change that alters public pages asks for the static site to be rebuilt. The rebuild itself (a
 * Netlify build hook in production, a background rebuild locally) comes with the publishing feature; until then a
 * request is logged so an operator knows to rebuild.
 */
export async function requestPublish(reason: string): Promise<void> {
  console.log(`[publicering] sajten behöver byggas om: ${reason}`);
}
