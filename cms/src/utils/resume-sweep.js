'use strict';

/**
 * Resumes nobody applied with are deleted: every `resumes.sweepMs` (CMS_RESUME_SWEEP_MS, five
 * minutes) each resume older than `resumes.orphanMs` (CMS_RESUME_ORPHAN_MS, one hour) that no job
 * application names is removed, its record and its file in the private store
 * (config/resumes.js). An application may name only a resume younger than that age, less a margin
 * (src/utils/resume-file.js: attachable), so none is stored naming a resume being swept.
 *
 * Safe with several instances sweeping the same database and store at once: a record already
 * deleted is skipped, and a file already gone is not an error (src/utils/private-files.js).
 */
const { resumeOrphanMs, resumeKeyOf } = require('./resume-file');
const { resumeStore } = require('./private-upload');

const FILE_UID = 'plugin::upload.file';
const APPLICANT_UID = 'api::job-applicant.job-applicant';
const PAGE = 500;

/** One sweep; resolves to the number of resumes it deleted. */
async function sweepOrphanResumes(strapi, now = Date.now()) {
  const cutoff = new Date(now - resumeOrphanMs(strapi));
  const files = strapi.db.query(FILE_UID);
  let deleted = 0;
  let lastId = 0;
  for (;;) {
    const page = await files.findMany({
      where: { isResume: true, createdAt: { $lt: cutoff }, id: { $gt: lastId } },
      select: ['id', 'url'],
      orderBy: { id: 'asc' },
      limit: PAGE,
    });
    if (!page.length) break;
    lastId = page[page.length - 1].id;
    const urls = page.map((file) => file.url).filter(Boolean);
    const named = new Set(
      (await strapi.db.query(APPLICANT_UID).findMany({ where: { resume: { $in: urls } }, select: ['resume'] })).map((a) => a.resume),
    );
    for (const file of page) {
      if (named.has(file.url)) continue;
      const gone = await files.delete({ where: { id: file.id } });
      const key = resumeKeyOf(file.url);
      if (key) await resumeStore(strapi).remove(key);
      if (gone) deleted += 1;
    }
    if (page.length < PAGE) break;
  }
  return deleted;
}

/** Starts the periodic sweep (in bootstrap); returns a function that stops it. */
function startResumeSweep(strapi) {
  const every = Number(strapi.config.get('resumes.sweepMs', 5 * 60 * 1000));
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await sweepOrphanResumes(strapi);
      if (deleted) strapi.log.info(`Resumes: ${deleted} upload(s) no application named within the time allowed deleted`);
    } catch (error) {
      strapi.log.warn(`Resumes: the sweep of unattached uploads failed (${error.message}); it runs again in ${every} ms`);
    } finally {
      running = false;
    }
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { sweepOrphanResumes, startResumeSweep };
