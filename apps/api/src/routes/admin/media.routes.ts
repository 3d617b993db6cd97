import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { z } from "zod";
import {
  ADMIN_MESSAGES,
  can,
  HERO_IMAGE_MAX_BYTES,
  TEAM_MESSAGES,
  type AdminMedia,
  type TeamPermission,
} from "@site/contract";
import { media } from "../../db/schema";
import { HttpError, parseInput } from "../../lib/http-error";
import { detectImageType } from "./image-type";
import { doc, withConfig } from "./shared";

const folderParamSchema = z.object({
  folder: z.enum(["blog", "authors"], { error: "Unknown media folder" }),
});

/** Who may upload into each folder: posts' images with posts, authors' portraits with authors. */
const FOLDER_PERMISSION: Record<z.infer<typeof folderParamSchema>["folder"], TeamPermission> = {
  blog: "posts.edit",
  authors: "taxonomy",
};

export async function adminMediaRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/media/:folder",
    withConfig(
      doc(
        "Upload a PNG, JPEG or WebP image (≤ 2 MB, judged by its bytes) for posts (blog) or authors",
        ["posts.edit", "taxonomy"],
        { audit: "media.upload" },
      ),
      { contentTypes: ["multipart/form-data"] },
    ),
    async (request): Promise<AdminMedia> => {
      const { folder } = parseInput(folderParamSchema, request.params);
      // The route lets in either permission; each folder asks for its own (a contributor writes posts,
      // not authors), before the body is read.
      if (!can(request.principal?.roles ?? [], FOLDER_PERMISSION[folder])) {
        throw new HttpError(403, TEAM_MESSAGES.forbidden);
      }
      if (!request.isMultipart()) throw new HttpError(415, ADMIN_MESSAGES.imageMissing);
      let file: MultipartFile | undefined;
      let content: Buffer;
      try {
        file = await request.file({
          limits: { fileSize: HERO_IMAGE_MAX_BYTES, files: 1 },
          throwFileSizeLimit: false,
        });
        if (!file)
          throw new HttpError(400, ADMIN_MESSAGES.imageMissing, { file: ADMIN_MESSAGES.imageMissing });
        content = await file.toBuffer();
      } catch (e) {
        // The parser's own errors (a truncated body, no closing boundary) carry no status: a broken form is
        // the client's, so 400, not 500. Errors with a status (part limits) keep theirs.
        if (
          e instanceof Error &&
          !(e instanceof HttpError) &&
          (e as { statusCode?: number }).statusCode === undefined
        ) {
          throw new HttpError(400, "The form data is malformed");
        }
        throw e;
      }
      // throwFileSizeLimit is off so the message is ours; the stream stops at the limit and says so.
      if (file.file.truncated)
        throw new HttpError(413, ADMIN_MESSAGES.imageTooLarge, { file: ADMIN_MESSAGES.imageTooLarge });
      if (content.length === 0)
        throw new HttpError(400, ADMIN_MESSAGES.imageMissing, { file: ADMIN_MESSAGES.imageMissing });
      const type = detectImageType(content);
      if (!type) throw new HttpError(415, ADMIN_MESSAGES.imageType, { file: ADMIN_MESSAGES.imageType });
      const path = `/media/${folder}/${randomUUID()}.${type.ext}`;
      const [row] = await db
        .insert(media)
        .values({
          tenantId: request.tenantId,
          path,
          contentType: type.mime,
          sizeBytes: content.length,
          content,
        })
        .returning({ id: media.id });
      return { id: row!.id, file_path: path, content_type: type.mime, size_bytes: content.length };
    },
  );
}
