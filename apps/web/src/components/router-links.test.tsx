import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, NavLink, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

// The app links with React Router's own Link and NavLink: what it relies on them for.

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the address, and a plain click navigates in the app with its state', async () => {
    renderAt(
      '/',
      <Link to="/about?tab=team" state={{ from: 'home' }}>
        About
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about?tab=team');

    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/about?tab=team {"from":"home"}');
  });

  it('leaves a modified click or another target to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/faq">FAQ</Link>
        <Link to="/privacy" target="_blank">
          Privacy
        </Link>
      </>,
    );
    // What the app left to the browser, seen after React's handlers (the browser's own
    // navigation is then stopped: the test's document cannot go anywhere).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ /);
  });

  it("runs the caller's onClick first, which can keep the router out", async () => {
    const clicks: string[] = [];
    renderAt(
      '/',
      <Link
        to="/contact"
        onClick={(event) => {
          clicks.push('clicked');
          event.preventDefault();
        }}
      >
        Contact
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(clicks).toEqual(['clicked']);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ /);
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/dashboard" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Dashboard
      </NavLink>
      <NavLink to="/dash" className="plain">
        Dash
      </NavLink>
    </nav>
  );

  it('marks the current page and the pages below a link, not a mere prefix of its name', () => {
    renderAt('/dashboard/organizations', nav);
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    expect(dashboard).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Dash' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dash' })).toHaveClass('plain');
  });

  it('with end, is current at its own address only', async () => {
    renderAt('/', nav);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
