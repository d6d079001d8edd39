import { fusoHorario } from '@saude/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliente, logar, sessao } from '../test/fixtures';
import { formatarDataHora, formatarHora, hoje, noFuso } from './dates';
import { sessionStore } from './session';

// 03:30 UTC is 00:30 of the 28th in São Paulo (UTC-3) and still 23:30 of the 27th in Manaus (UTC-4).
const MADRUGADA = '2026-11-28T03:30:00Z';

describe('o relógio do município na web (issue 24, decisão 0021)', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.clear();
    localStorage.clear();
    sessionStore.reload();
  });

  it("formats instants and 'today' in the zone the session carries, whatever the device's", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(MADRUGADA) });
    logar(sessao({ fusoHorario: 'America/Manaus' }));
    expect(fusoHorario()).toBe('America/Manaus');
    expect(formatarDataHora(MADRUGADA)).toBe('27/11/2026 23:30');
    expect(formatarHora(MADRUGADA)).toBe('23:30');
    expect(noFuso(MADRUGADA)).toMatchObject({ data: '27/11/2026', hora: '23:30:00', diaPorExtenso: 'Sexta-feira, 27 de novembro' });
    expect(hoje()).toBe('2026-11-27');

    logar(sessao({ fusoHorario: 'America/Sao_Paulo' }));
    expect(formatarDataHora(MADRUGADA)).toBe('28/11/2026 00:30');
    expect(hoje()).toBe('2026-11-28');
  });

  it("before login, the municipality's public face sets the clock; without any, Brasília", () => {
    expect(fusoHorario()).toBe('America/Sao_Paulo');
    sessionStore.setCliente(cliente({ fusoHorario: 'America/Rio_Branco' }));
    expect(formatarDataHora(MADRUGADA)).toBe('27/11/2026 22:30');
  });
});
