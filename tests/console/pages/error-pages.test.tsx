import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../render-console';
import type { Language } from '../../../src/i18n/i18n';
import { ERROR_STATUSES } from '../../../src/public/errors/error-status';

/** An error page reached from sign-in, so that Go Back has somewhere to go. */
async function openErrorPage(path: string, language: Language = 'en') {
  window.history.pushState({}, '', '/sign-in');
  return renderConsole(path, language);
}

describe('error pages', () => {
  it('shows the spec’s 404 page with its status', async () => {
    await openErrorPage('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Oops! Page Not Found! · Tenant Console'));
  });

  it('goes back to the previous page with Go Back', async () => {
    await openErrorPage('/404');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Page Not Found!' })).not.toBeInTheDocument();
  });

  it('goes to the home page with Back to Home, which asks a visitor to sign in first', async () => {
    await openErrorPage('/404');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('shows both of the spec’s strings on the 500 page, with the same two buttons', async () => {
    await openErrorPage('/500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it.each([
    ['/401', 'Unauthorized Access', 'Please sign in with the right credentials to see this page.'],
    ['/403', 'Access Forbidden', 'You do not have permission to view this page.'],
    ['/503', 'Website is under maintenance!', 'The site is not available at the moment. We will be back online shortly.'],
  ])('shows its own heading and sentence at %s', async (path, heading, sentence) => {
    await openErrorPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByText(path.slice(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    await openErrorPage('/404', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '哎呀！页面不存在！' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '回到首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });

  it('has a Chinese 500 page with its own back button', async () => {
    await openErrorPage('/500', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '哎呀！出错了' })).toBeInTheDocument();
    expect(screen.getByText('请稍后再试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });
});

const ERRORS: [string, string][] = [
  ['/401', 'Unauthorized Access'],
  ['/403', 'Access Forbidden'],
  ['/404', 'Oops! Page Not Found!'],
  ['/500', 'Oops! Something went wrong'],
  ['/503', 'Website is under maintenance!'],
];

describe('error routes', () => {
  it('answers exactly the spec’s error pages', () => {
    expect(ERROR_STATUSES.map((status) => `/${status}`).sort()).toEqual(ERRORS.map(([path]) => path).sort());
  });

  it.each(ERRORS)('renders %s, titled "%s", without the admin framework', async (path, title) => {
    await renderConsole(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });
});
