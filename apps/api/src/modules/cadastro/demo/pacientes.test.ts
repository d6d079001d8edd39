import { isValidCns, isValidCpf } from '@saude/shared';
import { describe, expect, it } from 'vitest';
import { gerarCnsDefinitivo } from '../../../db/seed/municipio.js';
import { gerarPacientes, TOTAL_PACIENTES_DEMO } from './pacientes.js';

describe('semente de pacientes de demonstração', () => {
  it('generates valid, distinct CPF and CNS, plausible ages and households, the same at every run', () => {
    const { familias, avulsos } = gerarPacientes(TOTAL_PACIENTES_DEMO, 600);
    const todas = [...familias.flatMap((f) => f.pessoas), ...avulsos];
    expect(todas).toHaveLength(TOTAL_PACIENTES_DEMO);
    expect(familias).toHaveLength(600);
    const cpfs = todas.flatMap((p) => (p.cpf ? [p.cpf] : []));
    const cnss = todas.flatMap((p) => (p.cns ? [p.cns] : []));
    expect(cpfs.every(isValidCpf)).toBe(true);
    expect(cnss.every(isValidCns)).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(new Set(cnss).size).toBe(cnss.length);
    expect(new Set(todas.map((p) => p.nome)).size).toBe(todas.length);
    expect(cnss.some((c) => /^[12]/.test(c)) && cnss.some((c) => /^[789]/.test(c))).toBe(true);
    const anos = todas.map((p) => Number(p.dataNascimento.slice(0, 4)));
    expect(Math.min(...anos)).toBeGreaterThanOrEqual(2026 - 96);
    expect(Math.max(...anos)).toBeLessThanOrEqual(2026);
    expect(familias.every((f) => f.responsavel < f.pessoas.length)).toBe(true);
    expect(gerarPacientes(TOTAL_PACIENTES_DEMO, 600).avulsos[0]).toEqual(avulsos[0]);
  });

  it('builds definitive CNS with the official check (including the 001 branch)', () => {
    for (let i = 0; i < 2000; i++) {
      const base = `${1 + (i % 2)}${String(i * 7919).padStart(10, '0')}`;
      expect(isValidCns(gerarCnsDefinitivo(base))).toBe(true);
    }
  });
});
