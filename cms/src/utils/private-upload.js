'use strict';

/**
 * The upload provider, kept as configured (local folder or S3, config/plugins.js) for the site's
 * files, and wrapped so that an applicant's resume never reaches it: a file the resume upload
 * creates (the request marked by src/extensions/upload/strapi-server.js, RESUME_UPLOAD) is written
 * to the private store instead (src/utils/private-files.js, config/resumes.js), and its `url`
 * becomes the CMS's own address for it, `/admin/resumes/<hash><ext>`, served to HR and the admin
 * only (src/middlewares/resume-files.js). Deleting a file with such an address deletes it from the
 * private store; a resume's file is never replaced.
 *
 * The provider keeps its name (`local`, `aws-s3`), so the upload plugin still deletes every file
 * stored before (it deletes only files of the configured provider).
 */
const fs = require('fs');
const path = require('path');
const { errors } = require('@strapi/utils');
const { createPrivateStore } = require('./private-files');
const { RESUME_KEY, isResumeUpload, resumeKeyOf, resumeUrl } = require('./resume-file');

function keyOf(file) {
  const key = `${file.hash}${file.ext}`;
  if (!RESUME_KEY.test(key)) throw new errors.ValidationError('Only PDF, DOC and DOCX resumes are accepted');
  return key;
}

function refuseResume(file) {
  if (resumeKeyOf(file && file.url)) throw new errors.ForbiddenError("An applicant's resume cannot be replaced");
}

/** In the upload plugin's register, once its provider exists. */
function keepResumesPrivate(strapi) {
  const store = createPrivateStore(strapi.config.get('resumes.store'));
  const provider = strapi.plugin('upload').provider;
  const base = {
    uploadStream: provider.uploadStream,
    upload: provider.upload,
    delete: provider.delete,
    replaceStream: provider.replaceStream,
    replace: provider.replace,
    getSignedUrl: provider.getSignedUrl,
  };
  const streamToBuffer = async (stream) => Buffer.concat(await stream.toArray());
  const wrapped = {
    async uploadStream(file, options) {
      if (isResumeUpload(strapi)) {
        const key = keyOf(file);
        await store.put(key, file.stream, { mime: file.mime });
        file.url = resumeUrl(key);
        return;
      }
      if (base.uploadStream) return base.uploadStream(file, options);
      file.buffer = await streamToBuffer(file.stream);
      return base.upload(file, options);
    },
    async upload(file, options) {
      if (isResumeUpload(strapi)) {
        const key = keyOf(file);
        await store.put(key, Buffer.from(file.buffer), { mime: file.mime });
        file.url = resumeUrl(key);
        return;
      }
      return base.upload(file, options);
    },
    async delete(file, options) {
      const key = resumeKeyOf(file && file.url);
      if (key) return store.remove(key);
      return base.delete(file, options);
    },
    async replaceStream(newFile, oldFile) {
      refuseResume(oldFile);
      if (base.replaceStream) return base.replaceStream(newFile, oldFile);
      if (base.replace) {
        newFile.buffer = await streamToBuffer(newFile.stream);
        return base.replace(newFile, oldFile);
      }
      await wrapped.delete(oldFile);
      return wrapped.uploadStream(newFile);
    },
    async replace(newFile, oldFile) {
      refuseResume(oldFile);
      if (base.replace) return base.replace(newFile, oldFile);
      await wrapped.delete(oldFile);
      return wrapped.upload(newFile);
    },
    // A private provider's files get signed addresses in the admin; a resume keeps the CMS's own.
    async getSignedUrl(file, options) {
      if (resumeKeyOf(file && file.url)) return { url: file.url };
      return base.getSignedUrl(file, options);
    },
  };
  provider.extend(wrapped);
  stores.set(strapi, store);
  return store;
}

const stores = new WeakMap();
/** The private store of this CMS (src/middlewares/resume-files.js, src/utils/resume-sweep.js). */
function resumeStore(strapi) {
  const store = stores.get(strapi);
  if (!store) throw new Error('The private store of resumes is not set up');
  return store;
}

const FILE_UID = 'plugin::upload.file';
const APPLICANT_UID = 'api::job-applicant.job-applicant';

/**
 * Resumes stored by an earlier version in the public folder or bucket (`/uploads/...` or the
 * bucket's URL) are moved to the private store at start-up: written there, their address and the
 * applications naming it changed, then deleted from the public place. A file that is gone is left
 * as it is (its applications keep their old address, which no longer answers).
 */
async function movePublicResumes(strapi) {
  const store = resumeStore(strapi);
  const config = strapi.config.get('plugin::upload') || {};
  const files = await strapi.db.query(FILE_UID).findMany({ where: { isResume: true, $not: { url: { $startsWith: '/admin/resumes/' } } } });
  const provider = strapi.plugin('upload').provider;
  let moved = 0;
  for (const file of files) {
    try {
      const key = keyOf(file);
      let bytes = null;
      if (file.provider === 'local' && typeof file.url === 'string' && file.url.startsWith('/uploads/')) {
        const full = path.join(strapi.dirs.static.public, 'uploads', key);
        bytes = fs.existsSync(full) ? fs.readFileSync(full) : null;
      } else if (file.provider === 'aws-s3' && store.getFrom) {
        bytes = await store.getFrom(config.providerOptions.s3Options.params.Bucket, key);
      }
      if (!bytes) {
        strapi.log.warn(`Resumes: file ${file.id} (${file.url}) was not found in the public store; left as it is`);
        continue;
      }
      await store.put(key, bytes, { mime: file.mime });
      const url = resumeUrl(key);
      await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: { url } });
      await strapi.db.query(APPLICANT_UID).updateMany({ where: { resume: file.url }, data: { resume: url } });
      if (file.provider === config.provider) await provider.delete(file);
      moved += 1;
    } catch (error) {
      strapi.log.error(`Resumes: file ${file.id} could not be made private: ${error.message}`);
    }
  }
  if (moved) strapi.log.info(`Resumes: ${moved} resume(s) stored publicly by an earlier version moved to the private store`);
}

module.exports = { keepResumesPrivate, movePublicResumes, resumeStore };
