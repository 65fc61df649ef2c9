/** What other features use of uploads: taking a file, storing an image, and letting it go. */
export { fileRoutes } from './uploads.plugin.ts'
export { saveUploadedImage } from './uploads.service.ts'
export { forgetUploads } from './uploads.lifecycle.ts'
