import { Anchor } from '@mantine/core';
import { linkParts } from '../../../../domain/message-text';

/**
 * A message's text, always as text (React escapes it; never HTML). After a confirmed stay, web links
 * are anchors that open elsewhere without passing anything on; before one they stay plain text.
 */
export function MessageText({ text, linksActive }: { text: string; linksActive: boolean }) {
  if (!linksActive) return <>{text}</>;
  return (
    <>
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
