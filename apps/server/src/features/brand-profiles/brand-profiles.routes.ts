import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZBrandAccountResponse } from '@amplio/shared/schemas/brand-account';
import {
  ZBrandProfileIdParams,
  ZCreateBrandProfileRequest,
  ZDeleteBrandProfileResponse,
  ZGetBrandProfileResponse,
  ZListBrandProfilesResponse,
  ZSaveBrandProfileResponse,
  ZUpdateBrandProfileRequest,
} from '@amplio/shared/schemas/brand-profiles';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage/storage';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { BRAND_LOGO_RULE } from './brand-logo';
import { findCompanyName } from './brand-profiles.repository';
import { createBrandProfilesService } from './brand-profiles.service';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
// Multipart bodies are read in the handler, so the body schema documents the JSON form and validates nothing.
const readInHandler = () => (data: unknown) => ({ value: data });
const LOGO_NOTE =
  'JSON, or a multipart form with the same fields and an optional `logo` file (JPEG, PNG or WebP by magic bytes, at most 2 MB).';

export const brandProfilesRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage; clock: Clock }> = async (
  app,
  { db, storage, clock },
) => {
  const profiles = createBrandProfilesService({ db, storage, clock });
  const preHandler = requireRole('brand');

  /** The form's fields and its logo, from JSON or multipart. */
  async function readProfileForm(request: FastifyRequest) {
    if (!request.isMultipart()) return { body: request.body };
    const form = await readMultipartForm({ request, db, storage, owner: { userId: request.user!.id }, files: { logo: BRAND_LOGO_RULE } });
    return { body: form.fields, logo: form.files.logo };
  }

  app.get(
    '/api/brands/account',
    {
      preHandler,
      schema: {
        tags: ['brand profile'],
        summary: "The signed-in brand's e-mail, contact name and company name",
        response: { 200: ZBrandAccountResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = request.user!;
      return { email: user.email, contact_name: user.name, company_name: await findCompanyName(db, user.id) };
    },
  );

  app.get(
    '/api/brands/brand-profiles',
    {
      preHandler,
      schema: {
        tags: ['brand profile'],
        summary: "The account's brands, oldest first",
        response: { 200: ZListBrandProfilesResponse, ...errors },
      },
    },
    async (request) => profiles.list({ userId: request.user!.id }),
  );

  app.post(
    '/api/brands/brand-profiles',
    {
      preHandler,
      validatorCompiler: readInHandler,
      schema: {
        tags: ['brand profile'],
        summary: 'Adds a brand to the account (Add New Brand)',
        description: LOGO_NOTE,
        body: ZCreateBrandProfileRequest.optional(),
        response: { 201: ZSaveBrandProfileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readProfileForm(request);
      return reply.status(201).send(await profiles.create({ userId: request.user!.id, ...form }));
    },
  );

  app.get(
    '/api/brands/brand-profiles/:id',
    {
      preHandler,
      schema: {
        tags: ['brand profile'],
        summary: 'One of the account’s brands',
        params: ZBrandProfileIdParams,
        response: { 200: ZGetBrandProfileResponse, ...errors },
      },
    },
    async (request) => profiles.get({ userId: request.user!.id, brandId: request.params.id }),
  );

  app.put(
    '/api/brands/brand-profiles/:id',
    {
      preHandler,
      validatorCompiler: readInHandler,
      schema: {
        tags: ['brand profile'],
        summary: 'Replaces a brand’s details; keeps the logo unless a new one is sent or remove_logo is true',
        description: LOGO_NOTE,
        params: ZBrandProfileIdParams,
        body: ZUpdateBrandProfileRequest.optional(),
        response: { 200: ZSaveBrandProfileResponse, ...errors },
      },
    },
    async (request) => {
      const params = ZBrandProfileIdParams.parse(request.params);
      return profiles.update({ userId: request.user!.id, brandId: params.id, ...(await readProfileForm(request)) });
    },
  );

  app.delete(
    '/api/brands/brand-profiles/:id',
    {
      preHandler,
      schema: {
        tags: ['brand profile'],
        summary: 'Deletes a brand and its logo; 409 with the reason while any campaign uses it',
        params: ZBrandProfileIdParams,
        response: { 200: ZDeleteBrandProfileResponse, ...errors },
      },
    },
    async (request) => profiles.remove({ userId: request.user!.id, brandId: request.params.id, actor: auditActorOf(request) }),
  );
};
