/** What other features use of uploads: taking a file, storing an image, its owner, and letting it go. */
export { fileRoutes } from './uploads.plugin.ts'
export { saveUploadedImage, UPLOADS_URL_PREFIX } from './uploads.service.ts'
export { forgetUploads, isOwnUpload } from './uploads.lifecycle.ts'
