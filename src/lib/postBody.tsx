/**
 * Build time only (the post page's loader): a post's body as the page shows it, its pictures
 * put where the Markdown had them (scripts/posts/markdown.ts leaves a marker), each through the
 * image pipeline like every other picture of the site (AVIF and WebP variants, its size, lazy).
 * Never import it from a component: it brings React's server renderer.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import type { BodyImage, Post } from '@/model/post';

import { postImageSizes } from '@/model/post';

function figure(image: BodyImage): string {
  return renderToStaticMarkup(
    <figure>
      <ContentImage
        image={image}
        sizes={postImageSizes(image.file ? image.file.w / image.file.h : undefined)}
        loading="lazy"
      />
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
