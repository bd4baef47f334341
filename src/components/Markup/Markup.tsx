import { parseMarkup, type MarkupNode } from '@/model/markup';
import { OutboundLink } from '../OutboundLink/OutboundLink';

function Nodes({ nodes }: { nodes: MarkupNode[] }) {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return (
          <strong key={i}>
            <Nodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <Nodes nodes={node.children} />
          </em>
        );
      case 'link':
        return (
          <OutboundLink key={i} href={node.href}>
            <Nodes nodes={node.children} />
          </OutboundLink>
        );
    }
  });
}

/**
 * A content text with its markup (bold, emphasis, code, links; see src/model/markup.ts).
 * Every piece is rendered as React text, so nothing in content can inject HTML; links leave the
 * site the way every outbound link does (OutboundLink: new tab, rel="noopener noreferrer").
 */
export function Markup({ text }: { text: string }) {
  return <Nodes nodes={parseMarkup(text)} />;
}
