import { afterEach, describe, expect, it } from 'vitest';
import { definirFonteFusoHorario, FUSO_HORARIO_PADRAO, FUSOS_HORARIOS_BR, fusoHorario, isFusoHorarioBr } from './fuso.js';
import { formatarInstante } from './relatorio.js';
import { hojeIso } from './validation/datas.js';

// 03:30 UTC is 00:30 in São Paulo (UTC-3) and still 23:30 of the day before in Manaus (UTC-4).
const MADRUGADA = new Date('2026-11-28T03:30:00Z');

describe("the municipality's time zone (issue 24)", () => {
  afterEach(() => definirFonteFusoHorario(() => null));

  it('is Brasília when no source knows the municipality', () => {
    expect(fusoHorario()).toBe('America/Sao_Paulo');
    expect(hojeIso(MADRUGADA)).toBe('2026-11-28');
  });

  it("moves 'today' and the report's instants to the municipality's zone", () => {
    definirFonteFusoHorario(() => 'America/Manaus');
    expect(fusoHorario()).toBe('America/Manaus');
    expect(hojeIso(MADRUGADA)).toBe('2026-11-27');
    expect(formatarInstante(MADRUGADA)).toBe('27/11/2026 23:30');
    definirFonteFusoHorario(() => 'America/Sao_Paulo');
    expect(hojeIso(MADRUGADA)).toBe('2026-11-28');
    expect(formatarInstante(MADRUGADA)).toBe('28/11/2026 00:30');
  });

  it('Rio Branco is UTC-5 and Fernando de Noronha UTC-2', () => {
    definirFonteFusoHorario(() => 'America/Rio_Branco');
    expect(formatarInstante(MADRUGADA)).toBe('27/11/2026 22:30');
    definirFonteFusoHorario(() => 'America/Noronha');
    expect(formatarInstante(MADRUGADA)).toBe('28/11/2026 01:30');
  });

  it('lists only Brazilian IANA zones, each known to Intl', () => {
    expect(FUSOS_HORARIOS_BR.map((f) => f.valor)).toContain(FUSO_HORARIO_PADRAO);
    expect(new Set(FUSOS_HORARIOS_BR.map((f) => f.valor)).size).toBe(16);
    for (const f of FUSOS_HORARIOS_BR) expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: f.valor })).not.toThrow();
    expect(isFusoHorarioBr('America/Cuiaba')).toBe(true);
    expect(isFusoHorarioBr('Europe/Lisbon')).toBe(false);
  });
});
