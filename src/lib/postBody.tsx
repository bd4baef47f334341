/**
 * Build time only (the post page's loader): a post's body as the page shows it, its pictures
 * put where the Markdown had them (scripts/posts/markdown.ts leaves a marker), each through the
 * image pipeline like every other picture of the site (AVIF and WebP variants, its size, lazy).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import type { BodyImage, Post } from '@/model/post';

/** How wide a post's pictures are shown: the text column (see PostPage.module.css). */
export const POST_IMAGE_SIZES = '(min-width: 760px) 720px, calc(100vw - 2.5rem)';

function figure(image: BodyImage): string {
  return renderToStaticMarkup(
    <figure>
      <ContentImage image={image} sizes={POST_IMAGE_SIZES} loading="lazy" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>,
  );
}

/** The body's HTML with its pictures in place. */
export function postBodyHtml(post: Pick<Post, 'html' | 'images'>): string {
  return post.html.replace(/<!--post-image:(\d+)-->/g, (marker, n: string) => {
    const image = post.images[Number(n)];
    return image ? figure(image) : marker;
  });
}
