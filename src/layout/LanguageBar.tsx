// The link to this page in its translation, at the top of the header on pages that have one (the header leaves it
// out on the others): a slim bar of its own, so it is in view on the smallest phone without crowding the header's
// row. A real link, in the other language's words and marked with that language; it works without JavaScript.
import { Container } from '../components/ui/container.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useLang, useUi } from '../page/lang.ts';

export function LanguageBar({ pair }: { pair: string }) {
  const ui = useUi();
  const other = useLang() === 'en' ? 'es' : 'en';
  return (
    <div data-language-bar className="border-b border-border bg-secondary">
      <Container width="wide" className="flex h-8 items-center justify-end">
        <TextLink href={pair} hrefLang={other} lang={other} data-language-switch className="py-1 text-sm">
          {ui.language.switchTo}
        </TextLink>
      </Container>
    </div>
  );
}
