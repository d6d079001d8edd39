import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../pdf.js';
import { lerPdf } from '../pdf-teste.js';
import { cabecalhoGaranhuns, plano } from './amostras.fixture.js';
import { senha } from './senha.js';

describe('impressão da senha (8 cm)', () => {
  it('prints infrastructure, sector, the ticket in large letters, date, time and the secretariat', async () => {
    const def = senha(
      {
        infraestrutura: 'UPA 24h Dr. Álvaro Barros',
        setor: 'Recepção',
        senha: 'P007',
        data: '2026-03-06',
        hora: '08:15:42',
        cliente: 'Garanhuns',
      },
      cabecalhoGaranhuns,
    );
    const pdf = await lerPdf(await gerarPdf(def));
    expect(pdf.paginas).toHaveLength(1);
    expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 8)).toBeLessThan(0.05);
    // a ticket is short: the roll is cut right after it
    expect(pdf.paginas[0]?.alturaCm).toBeLessThan(8);
    const t = plano(pdf.textos[0]);
    expect(t).toContain('UPA 24h Dr. Álvaro Barros');
    expect(t).toContain('Recepção');
    expect(t).toContain('SENHA');
    expect(t).toContain('P007');
    expect(t).toContain('06/03/2026 08:15');
    expect(t).toContain('Secretaria Municipal de Saúde');
    expect(t).toContain('Garanhuns');
    expect(JSON.stringify(def.content)).toContain('"text":"P007","fontSize":48');
  });

  it('ends with the settings message when there is one, and without a trace of it when blank', async () => {
    const dados = { infraestrutura: 'UPA 24h', setor: 'Recepção', senha: 'A001', data: '2026-03-06', hora: '08:15', cliente: 'Garanhuns' };
    const com = plano(
      (await lerPdf(await gerarPdf(senha({ ...dados, mensagem: 'Aguarde ser chamado pelo painel.' }, cabecalhoGaranhuns)))).textos[0],
    );
    expect(com).toMatch(/Garanhuns\s+Aguarde ser chamado pelo painel\.\s*$/);
    const linhas = (m?: string) => (senha({ ...dados, mensagem: m }, cabecalhoGaranhuns).content as unknown[]).length;
    expect(linhas('   ')).toBe(linhas(undefined));
    expect(linhas('Aguarde.')).toBe(linhas(undefined) + 1);
  });

  it('keeps a long infrastructure name on one line', async () => {
    const nome = 'Unidade de Pronto Atendimento 24 horas Governador Miguel Arraes de Alencar — Recepção Central';
    const pdf = await lerPdf(
      await gerarPdf(
        senha(
          { infraestrutura: nome, setor: 'Acolhimento', senha: 'N123', data: '2026-03-06', hora: '08:15', cliente: 'Garanhuns' },
          cabecalhoGaranhuns,
        ),
      ),
    );
    const linhas = (pdf.textos[0] ?? '').split('\n').filter((l) => l.trim());
    expect(linhas[0]?.trim()).toMatch(/^Unidade de Pronto Atendimento .*…$/);
    expect(linhas[1]?.trim()).toBe('Acolhimento');
  });
});
