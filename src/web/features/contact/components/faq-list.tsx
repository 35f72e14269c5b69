import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ContentBlock } from '../../../../domain/schemas/content';

type Faq = { intro: string[]; questions: { question: string; answers: string[] }[] };

/**
 * A FAQ page's blocks read as questions and answers: each `title` block is a question and the
 * `text` blocks after it its answer; text before the first question introduces the page. Other
 * blocks have no place in a FAQ and are left out.
 */
export function faqOf(rows: readonly ContentBlock[]): Faq {
  const faq: Faq = { intro: [], questions: [] };
  for (const block of rows) {
    if (block.type === 'title') faq.questions.push({ question: block.text, answers: [] });
    else if (block.type === 'text') {
      const current = faq.questions[faq.questions.length - 1];
      (current ? current.answers : faq.intro).push(block.text);
    }
  }
  return faq;
}

/** The questions, each a heading with its answer under it (so they can be skimmed and searched). */
export function FaqList({ rows }: { rows: readonly ContentBlock[] }) {
  const id = useId();
  const { intro, questions } = faqOf(rows);
  return (
    <Stack gap="xl">
      {intro.map((text) => (
        <Text key={text} size="lg">
          {text}
        </Text>
      ))}
      {questions.map(({ question, answers }, i) => (
        <Stack key={question} gap="xs" component="section" aria-labelledby={`${id}-${i}`}>
          <Title order={2} size="h3" id={`${id}-${i}`}>
            {question}
          </Title>
          {answers.map((answer) => (
            <Text key={answer}>{answer}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
