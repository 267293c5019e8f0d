import { handler } from '../../http/handler.ts';
import { oembed } from '../../services/oembedService.ts';

/** GET /oembed?url&format&maxwidth&maxheight: the oEmbed answer for a link to the site (anyone). */
export const main = handler(async (event) => ({ body: await oembed(event.queryStringParameters ?? {}) }));
