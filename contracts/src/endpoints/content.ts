import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { language } from '../i18n.ts';
import { epochMs } from '../money.ts';

const id = z.coerce.number().int().positive();

export const customerChannel = z.object({
  key: z.string().meta({ example: 'telegram' }),
  name: z.string(),
  link: z.string().nullable(),
  open: z
    .enum(['webview', 'external'])
    .meta({ description: "Open the link in the app's webview or outside" }),
  qrcode: z.string().nullable().meta({ description: 'Image URL; null when the administrator set none' }),
});

/** Server config (spec section 3), cached by the client with a timestamp for 60 s. */
export const serverConfig = z.object({
  version: z.string(),
  site_name: z.string(),
  default_language: language,
  languages: z.array(language).min(1).meta({ description: 'Never empty: at least the default language' }),
  wss: z.string().meta({ description: 'Websocket address; the client adds uid and a timestamp' }),
  server_time: epochMs,
  units: z.object({ money: z.string(), usdt: z.string() }),
  recharge_open: z.boolean(),
  withdraw_open: z.boolean(),
  customer_service: z.object({
    channels: z.array(customerChannel),
    qrcode: z.string().nullable(),
  }),
  limit_redirect_url: z.string().meta({ description: 'Where a user with status 0 is sent' }),
  agreement_url: z.string(),
  privacy_url: z.string(),
  webview_origins: z.array(z.string()).meta({
    description:
      "Origins the app's webview may frame besides its own; other http(s) links open outside the app (not in the upstream table)",
    example: ['https://line.me'],
  }),
  demo: z.boolean(),
});
export type ServerConfig = z.infer<typeof serverConfig>;

/** The background colours a text banner may use. */
export const bannerTones = ['blue', 'violet', 'green', 'amber'] as const;
export const noticeKinds = ['notice', 'announcement'] as const;
export const noticeKind = z.enum(noticeKinds);
export const noticeSummary = z.object({
  id: z.number().int(),
  kind: noticeKind,
  title: z.string(),
  author: z.string(),
  release_time: epochMs,
  version: z.number().int().meta({ description: 'Raised by every edit: a changed popup notice shows again' }),
});
export const notice = noticeSummary.extend({
  content: z.string().meta({ description: "Sanitized HTML, in the request's language when written in it" }),
});
/** Text on a coloured background (no pictures of words), in the request's language when written in it. */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  tone: z.enum(bannerTones),
  link: z.string().meta({ description: 'An app route (#/app/pages/…) or an http(s) page' }),
});

export const upload = z.object({
  id: z.string(),
  url: z.string().meta({ description: 'Readable only with the owner token' }),
  mime: z.string(),
  size: z.number().int(),
});

export const common = {
  base: endpoint({
    method: 'GET',
    path: 'common/base',
    summary: 'Server config: languages, websocket address, customer service, open flags',
    auth: false,
    upstream: true,
    data: serverConfig,
    errors: [],
  }),
  index: endpoint({
    method: 'GET',
    path: 'common/index',
    summary: 'Home data: banners, notice bar, popup notice',
    auth: false,
    upstream: true,
    data: z.object({
      banners: z.array(banner),
      notices: z.array(noticeSummary),
      popup: notice.nullable(),
    }),
    errors: [],
  }),
  noticeList: endpoint({
    method: 'GET',
    path: 'common/noticeList',
    summary: 'Notices and announcements, newest first (not in the upstream table)',
    auth: false,
    upstream: false,
    query: pageQuery.extend({ kind: noticeKind.optional() }),
    data: page(noticeSummary),
    errors: [ErrorCode.invalidInput],
  }),
  noticeView: endpoint({
    method: 'GET',
    path: 'common/noticeView',
    summary: 'One notice by id',
    auth: false,
    upstream: true,
    query: z.object({ id }),
    data: notice,
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
  uploader: endpoint({
    method: 'POST',
    path: 'common/uploader',
    summary:
      'Upload an image (JPEG, PNG or WebP, decoded in full and stored re-encoded without its metadata), ' +
      'private to its owner, within a per-account quota of files, bytes and uploads per minute',
    auth: true,
    upstream: true,
    multipart: { field: 'file', maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
    data: upload,
    errors: [ErrorCode.invalidInput, ErrorCode.rateLimited, ErrorCode.outOfRange],
  }),
  deleteUploader: endpoint({
    method: 'GET',
    path: 'common/deleteUploader',
    summary: 'Delete one of your uploads, unless a record under review or decided cites it',
    auth: true,
    upstream: true,
    query: z.object({ id: z.string().min(1) }),
    data: z.null(),
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
};
