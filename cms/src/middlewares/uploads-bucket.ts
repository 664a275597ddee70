import { serveUploadsFromBucket } from '../lib/uploads/upload-storage';

/** /uploads/* from the S3 bucket when uploads live there (docs/decisions/0034). */
export default () => serveUploadsFromBucket();
