import { Fragment } from 'react';
import { parseBlocks, type Inline } from './format-text';

function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'link':
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        );
      default:
        return <Fragment key={index}>{part.text}</Fragment>;
    }
  });
}

/** The assistant's text with its light formatting, built as elements (its text is never read as HTML). */
export function FormattedText({ text }: { text: string }) {
  return (
    <div className="ai-formatted">
      {parseBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index}>
              {block.lines.map((line, n) => (
                <Fragment key={n}>
                  {n > 0 && <br />}
                  <InlineParts parts={line} />
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, n) => (
              <li key={n}>
                <InlineParts parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
