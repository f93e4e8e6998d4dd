import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, json, mockBridge, renderAt } from '../../../test-render.tsx';
import { SecuritySearch } from './security-search.tsx';

const SEARCH = '/backend/api/trade/security_search/';
const INFY = [
  { id: 24, name: 'Infosys Ltd', symbol: 'INFY', exchange: 'NSE' },
  { id: 54, name: 'Infosys Ltd', symbol: 'INFY', exchange: 'BSE' },
];

function searchCalls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .map(([input]) => input.split('?')[0] ?? '')
    .filter((path) => path.startsWith(SEARCH))
    .map((path) => decodeURIComponent(path.slice(SEARCH.length)));
}

/** mockApi matches exact paths; search paths carry the text, so this matches by prefix. */
function serveSearch(answer: (text: string) => Response) {
  const fetchMock: FetchMock = vi.fn(async (input: string) => {
    const path = input.split('?')[0] ?? '';
    return path.startsWith(SEARCH) ? answer(decodeURIComponent(path.slice(SEARCH.length))) : json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SecuritySearch', () => {
  it('waits 200 ms after the last keystroke and searches once with the final text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = serveSearch((text) => json(200, text.toLowerCase() === 'infy' ? INFY : []));
    renderAt('/', { '/': <SecuritySearch /> });
    const input = screen.getByRole('combobox', { name: 'Search securities' });
    fireEvent.focus(input);
    typeInto(input, 'i');
    await vi.advanceTimersByTimeAsync(100);
    typeInto(input, 'in');
    await vi.advanceTimersByTimeAsync(100);
    typeInto(input, 'inf');
    await vi.advanceTimersByTimeAsync(150);
    typeInto(input, 'infy');
    await vi.advanceTimersByTimeAsync(199);
    expect(searchCalls(fetchMock)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(searchCalls(fetchMock)).toEqual(['infy']));

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['INFYInfosys LtdNSE', 'INFYInfosys LtdBSE']);
  });

  it('navigates to the security page on click and on Enter', async () => {
    serveSearch(() => json(200, INFY));
    const router = renderAt('/', { '/': <SecuritySearch /> });
    const input = screen.getByRole('combobox', { name: 'Search securities' });
    fireEvent.focus(input);
    typeInto(input, 'infy');
    fireEvent.click(await screen.findByRole('option', { name: /BSE/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search/INFY-BSE?tab=0');

    await router.navigate('/');
    const again = await screen.findByRole('combobox', { name: 'Search securities' });
    fireEvent.focus(again);
    typeInto(again, 'infy');
    await screen.findAllByRole('option');
    // Enter picks the highlighted option: wait until autoHighlight has marked the first one.
    await waitFor(() => expect(again.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/search/INFY-NSE?tab=0');
  });

  it('clears the list when the text is emptied', async () => {
    const fetchMock = serveSearch(() => json(200, INFY));
    renderAt('/', { '/': <SecuritySearch /> });
    const input = screen.getByRole('combobox', { name: 'Search securities' });
    fireEvent.focus(input);
    typeInto(input, 'infy');
    await screen.findAllByRole('option');
    typeInto(input, '');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    expect(searchCalls(fetchMock)).toEqual(['infy']);
  });

  it('shows the status text of a failed search in an error snackbar', async () => {
    const { notify, restore } = mockBridge();
    serveSearch(() => json(503, { detail: 'down' }));
    renderAt('/', { '/': <SecuritySearch /> });
    const input = screen.getByRole('combobox', { name: 'Search securities' });
    fireEvent.focus(input);
    typeInto(input, 'tcs');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Service Unavailable', 'error', undefined));
    expect(notify).toHaveBeenCalledTimes(1);
    restore();
  });
});
