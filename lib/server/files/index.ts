// Uploaded files stored in PostgreSQL: content checks (magic bytes, 5 MB), the image upload, public reads.
// storeFile is a step of other features' caller-checked writes (it takes their transaction).
export { CERTIFICATE_MIMES, filePath, IMAGE_MIMES, MAX_UPLOAD_BYTES, readPublicFile, sniffMime, storeFile, type StoredFile } from './files';
export { checkedUpload, UPLOAD_MESSAGES, type CheckedUpload } from './upload-checks';
export { IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, storeUploadedPhoto, UPLOAD_FORM_LIMIT, uploadImage } from './uploads';
