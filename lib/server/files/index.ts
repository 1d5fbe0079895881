// Uploaded files stored in PostgreSQL: content checks (magic bytes, 5 MB), the image upload, public reads.
// storeFile is a step of other features' caller-checked writes (it takes their transaction).
export { CERTIFICATE_MIMES, filePath, MAX_UPLOAD_BYTES, readPublicFile, sniffMime, storeFile } from './files';
export { checkedUpload, type CheckedUpload } from './upload-checks';
export { storeUploadedPhoto, UPLOAD_FORM_LIMIT, uploadImage } from './uploads';
