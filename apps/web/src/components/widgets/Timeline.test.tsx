import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWidget } from '../fields/test-utils';
import { Timeline } from './Timeline';

it("mostra título, hora com sufixo (padrão 'h') e rótulo, na vertical (spec 000 §2.7/§9)", () => {
  const { unmount } = renderWidget(
    <Timeline
      items={[
        { titulo: 'Classificação de risco', hora: '08:15', rotulo: 'Enf. Maria' },
        { titulo: 'Atendimento médico', hora: '09:40', rotulo: 'Dr. João' },
      ]}
    />,
  );
  expect(screen.getByText('Classificação de risco')).toBeTruthy();
  expect(screen.getByText('08:15h')).toBeTruthy();
  expect(screen.getByText('Dr. João')).toBeTruthy();
  const lista = screen.getByText('09:40h').closest('.ant-timeline');
  expect(lista?.className).toContain('vertical');
  unmount();

  renderWidget(<Timeline sufixo=" min" items={[{ titulo: 'Espera', hora: '45' }]} />);
  expect(screen.getByText('45 min')).toBeTruthy();
});
