/** The answers of the upload calls (POST /api/rest/v1/upload-temp and move-temp-files). */
import { z } from "zod";

const file = {
  name: z.string().describe("the stored file's name"),
  originalName: z.string().describe("the name the file was uploaded with"),
  url: z.string().describe("where the file is served to those who may read its record"),
  type: z.string().describe("its content type, from its bytes"),
  size: z.number().describe("bytes"),
};

/** `POST /api/rest/v1/upload-temp/{table}`: the files kept in temporary storage and those refused. */
export const ZTempUpload = z.object({
  files: z.array(
    z.object({
      originalName: file.originalName,
      tempName: z.string().describe("the name to give move-temp-files once the record is saved"),
      name: file.name,
      url: file.url,
      type: file.type,
      size: file.size,
    }),
  ),
  rejected: z.array(
    z.object({ originalName: z.string(), message: z.string().describe("why it was refused") }),
  ),
});
export type TTempUpload = z.infer<typeof ZTempUpload>;

/** `POST /api/rest/v1/move-temp-files/{table}/{id}`: the files added to the record. */
export const ZAttachedFiles = z.array(z.object(file));
export type TAttachedFiles = z.infer<typeof ZAttachedFiles>;
