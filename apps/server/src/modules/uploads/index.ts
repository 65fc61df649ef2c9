export { fileRoutes, uploadsPlugin } from './uploads.plugin.ts'
export { uploadsRoutes } from './uploads.routes.ts'
export { IMAGE_FILE, saveUploadedImage, UPLOADS_URL_PREFIX } from './uploads.service.ts'
export { forgetUploads, isOwnUpload } from './uploads.lifecycle.ts'
