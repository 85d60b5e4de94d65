'use strict';

module.exports = () => ({
  future: {
    // Draft & Publish stamps publishedAt again at every publish; a blog post shows the date it
    // first went out (firstPublishedAt), so fixing a typo does not move it to the top of the blog.
    // Experimental in Strapi 5: the CMS's version is pinned exactly in cms/package.json.
    experimental_firstPublishedAt: true,
  },
});
