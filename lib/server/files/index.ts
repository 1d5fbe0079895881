// Uploaded files stored in PostgreSQL: content checks (magic bytes, 5 MB) and the image upload.
export * from './files';
export * from './upload-checks';
export * from './uploads';
