/**
 * Hands the pages the owner's posts (./posts.ts) as the module `virtual:posts`: each language's
 * posts, newest first, their bodies as HTML and their pictures through the image step (each
 * picture is imported as `…?content-image`, so it gets its variants like every other picture of
 * the content). Only loaders import it: it runs at build time and reaches no visitor's
 * JavaScript. The dev server shows drafts and reloads when a post changes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { showDrafts } from '../../build-config.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import { siteLanguages } from '../../src/i18n/languages.ts';
import { CONTENT_IMAGE_QUERY } from '../images/plugin.ts';
import type { Post } from '../../src/model/post.ts';
import { buildPosts, formatProblem, POSTS_FOLDER } from './posts.ts';

export const POSTS_MODULE = 'virtual:posts';
const RESOLVED = `\0${POSTS_MODULE}`;

/** A post as the module gives it: its pictures carry the build's file (see ImageAsset). */
export function postsModuleCode(
  byLang: Map<string, Post[]>,
  imagesDir: string,
): { code: string; files: string[] } {
  const imports = new Map<string, string>();
  const ref = (src: string) => {
    let name = imports.get(src);
    if (!name) {
      name = `__postImage${imports.size}`;
      imports.set(src, name);
    }
    return `__POST_IMAGE_${name}__`;
  };
  const data = Object.fromEntries(
    [...byLang].map(([lang, posts]) => [
      lang,
      posts.map((post) => ({
        ...post,
        images: post.images.map((image) => ({ ...image, file: ref(image.src) })),
        ...(post.cover ? { cover: { ...post.cover, file: ref(post.cover.src) } } : {}),
      })),
    ]),
  );
  const lines = [...imports].map(
    ([src, name]) =>
      `import ${name} from ${JSON.stringify(`${path.join(imagesDir, src)}?${CONTENT_IMAGE_QUERY}`)};`,
  );
  const body = JSON.stringify(data).replace(/"__POST_IMAGE_(__postImage\d+)__"/g, '$1');
  return {
    code: `${lines.join('\n')}\nexport const posts = ${body};\n`,
    files: [...imports.keys()],
  };
}

export function posts(options: { contentDir: string }): Plugin {
  const contentDir = path.resolve(options.contentDir);
  const postsDir = path.join(contentDir, POSTS_FOLDER);
  let config: ResolvedConfig;
  return {
    name: 'content-posts',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === POSTS_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      // The content's site.ts by its path (this plugin runs inside the bundled Vite config, where
      // build-config.ts's relative imports do not resolve).
      const siteFile = pathToFileURL(path.join(contentDir, 'site.ts')).href;
      const { site } = (await import(/* @vite-ignore */ siteFile)) as {
        site: Parameters<typeof siteLanguages>[0];
      };
      const languages = siteLanguages(site);
      const drafts = showDrafts(config.command);
      const { byLang, problems } = buildPosts(contentDir, languages, {
        drafts,
        words: (lang) => dictionaries[lang].writing.body,
      });
      // The content check (first step of every build) names these too; a dev server goes on.
      if (problems.length > 0) {
        const message = problems.map(formatProblem).join('\n');
        if (config.command === 'build') this.error(message);
        else this.warn(message);
      }
      const { code } = postsModuleCode(byLang, path.join(contentDir, 'images'));
      return code;
    },
    configureServer(server) {
      server.watcher.add(postsDir);
      const reload = (file: string) => {
        if (!file.startsWith(postsDir + path.sep)) return;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
