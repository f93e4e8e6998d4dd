import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';
import { indianDateToIso, isoToIndianDate, maskIndianDate } from './indian-date.ts';

describe('the Indian date order', () => {
  it('writes YYYY-MM-DD as dd/mm/yyyy and reads it back, refusing days the calendar lacks', () => {
    expect(isoToIndianDate('2026-05-09')).toBe('09/05/2026');
    expect(isoToIndianDate('')).toBe('');
    expect(indianDateToIso('09/05/2026')).toBe('2026-05-09');
    expect(indianDateToIso('29/02/2028')).toBe('2028-02-29');
    expect(indianDateToIso('29/02/2026')).toBeNull();
    expect(indianDateToIso('05/13/2026')).toBeNull();
    expect(indianDateToIso('9/5/2026')).toBeNull();
  });

  it('puts the slashes in as digits are typed', () => {
    expect(maskIndianDate('09')).toBe('09');
    expect(maskIndianDate('0905')).toBe('09/05');
    expect(maskIndianDate('09052026')).toBe('09/05/2026');
    expect(maskIndianDate('09/05/20261')).toBe('09/05/2026');
    expect(maskIndianDate('ab0-9')).toBe('09');
  });
});

function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear filter
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows the value as dd/mm/yyyy and gives a typed date back as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-05-09" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(box.value).toBe('09/05/2026');
    expect(box.getAttribute('placeholder')).toBe('dd/mm/yyyy');

    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(box, { target: { value: '3105' } });
    expect(box.value).toBe('31/05');
    fireEvent.change(box, { target: { value: '31/05/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-31');
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks a date the calendar lacks and gives nothing for it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(box, { target: { value: '31/02/2026' } });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('empties the box when the value is cleared from outside', () => {
    render(<Harness initial="2026-05-09" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('');
  });

  it('takes a day chosen in the calendar', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const picker = container.querySelector('input[type="date"]')!;
    fireEvent.change(picker, { target: { value: '2026-11-27' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('27/11/2026');
  });
});
