import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticHtml } from './static-html';

/** Counts how often React renders the static part's content. */
const rendered = vi.fn();

function Description({ text }: { text: string }) {
  rendered(text);
  return (
    <p>
      <strong>{text}</strong> plants trees
    </p>
  );
}

function Card({ text }: { text: string }) {
  return (
    <article aria-label="card">
      <StaticHtml className="inner" contentKey={text}>
        <Description text={text} />
      </StaticHtml>
    </article>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered.mockReset();
  vi.restoreAllMocks();
});

/** The server's HTML for `ui` in a container, hydrated as the browser does. */
function hydrateServerHtml(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  rendered.mockReset();
  const serverParagraph = container.querySelector('p');
  const recoverable = vi.fn();
  act(() => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  return { container, serverParagraph, recoverable };
}

describe('StaticHtml', () => {
  it('renders its children on the server inside one element with its props', () => {
    const html = renderToString(<Card text="Green Roots" />);
    expect(html).toContain('class="inner"');
    expect(html).toContain('<strong>Green Roots</strong> plants trees');
  });

  it('keeps the server markup on hydration without rendering or matching its children', () => {
    const errors = vi.spyOn(console, 'error');
    const { container, serverParagraph, recoverable } = hydrateServerHtml(
      <Card text="Green Roots" />,
    );
    expect(rendered).not.toHaveBeenCalled();
    // The very elements the server sent, not copies of them.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.querySelector('.inner')?.innerHTML).toBe(
      '<p><strong>Green Roots</strong> plants trees</p>',
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the server markup when the page renders again with the same content', () => {
    const { container, serverParagraph } = hydrateServerHtml(<Card text="Green Roots" />);
    act(() => root?.render(<Card text="Green Roots" />));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(serverParagraph);
  });

  it('renders the new content, once, when what it shows changes after hydration', () => {
    const { container } = hydrateServerHtml(<Card text="Green Roots" />);
    act(() => root?.render(<Card text="Blue Waters" />));
    expect(rendered).toHaveBeenCalledWith('Blue Waters');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('.inner')?.textContent).toBe('Blue Waters plants trees');
  });

  it('renders its children in full when rendered in the browser (client-side navigation)', () => {
    // A page reached by client-side navigation, while another page's server markup is still
    // in the document: it must render, not look for markup of its own.
    document.body.innerHTML = renderToString(<Card text="Green Roots" />);
    render(<Card text="Blue Waters" />);
    expect(rendered).toHaveBeenCalledWith('Blue Waters');
    const cards = screen.getAllByRole('article', { name: 'card' });
    expect(cards.at(-1)).toHaveTextContent('Blue Waters plants trees');
  });
});
