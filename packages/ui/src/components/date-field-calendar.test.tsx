import { cleanup, render, screen } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDateFieldLabels } from './date-field';
import { DateFieldCalendar } from './date-field-calendar';

afterEach(cleanup);

function Calendar({ locale }: { locale: string }) {
  const anchor = React.useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={anchor} />
      <DateFieldCalendar
        value="2024-06-15"
        locale={locale}
        labels={defaultDateFieldLabels}
        anchor={anchor}
        onPick={() => {}}
        onDismiss={() => {}}
      />
    </>
  );
}

describe('DateFieldCalendar', () => {
  it.each(['ja-JP', 'zh-CN', 'de-DE'])(
    'shows the bare day number in %s, the full date as its name',
    (locale) => {
      render(<Calendar locale={locale} />);
      const name = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        Date.UTC(2024, 5, 15),
      );
      expect(screen.getByRole('button', { name }).textContent).toBe('15');
    },
  );
});
