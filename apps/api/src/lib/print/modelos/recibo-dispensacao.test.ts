import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../pdf.js';
import { lerPdf } from '../pdf-teste.js';
import { cabecalhoComLogo, cabecalhoGaranhuns, IMPRESSO_EM, plano } from './amostras.fixture.js';
import { type MedicamentoDispensado, type ReciboPrescricaoDados, reciboDispensacao } from './recibo-dispensacao.js';

const prescricao: ReciboPrescricaoDados = {
  pacienteNome: 'João Batista dos Santos',
  pacienteNomeSocial: 'Joana Batista',
  prontuario: '3321',
  dataNascimento: '1980-05-20',
  medicoNome: 'Dra. Célia Maranhão',
  dataEntrega: '2026-03-06',
  horaAtendimento: '10:42:00',
  usuario: 'Pedro Álvares Cabral',
  operadores: ['Pedro Álvares Cabral', 'Lúcia Ferraz'],
  medicamentos: [
    {
      material: { descricaoCompleta: 'LOSARTANA POTÁSSICA 50 MG COMPRIMIDO' },
      prescrito: 60,
      proximaRetirada: '2026-04-05',
      entradaItens: [
        { lote: 'LS2291', validadeLote: '2027-01-31', quantidadeSaida: 40 },
        { lote: null, validadeLote: null, quantidadeSaida: 20 },
      ],
    },
    {
      material: { descricaoCompleta: 'INSULINA HUMANA NPH 100 UI/ML FRASCO 10 ML' },
      prescrito: '2 frascos',
      proximaRetirada: '2026-04-05',
      entradaItens: [{ lote: 'NPH-8812', validadeLote: '2026-10-31', quantidadeSaida: 2 }],
    },
  ],
};

const larguraOk = (cm: number | undefined) => expect(Math.abs((cm ?? 0) - 8)).toBeLessThan(0.05);

describe('comprovante de dispensação (8 cm)', () => {
  it('prescription variant: header, patient with social name, medicines with batches, a dash for a missing batch or expiry', async () => {
    const pdf = await lerPdf(await gerarPdf(reciboDispensacao(prescricao, cabecalhoGaranhuns, { impressoEm: IMPRESSO_EM })));
    expect(pdf.paginas).toHaveLength(1);
    larguraOk(pdf.paginas[0]?.larguraCm);
    const bruto = pdf.textos[0] ?? '';
    const t = plano(bruto);
    expect(t).toContain('Prefeitura Municipal de Garanhuns');
    expect(t).toContain('Secretaria Municipal de Saúde');
    expect(t).toContain('Farmácia Central — Policlínica Municipal');
    expect(t).toContain('Tel.: (87) 3761-1234');
    expect(t).toContain('COMPROVANTE DE DISPENSAÇÃO');
    expect(t).toContain('Paciente: João Batista dos Santos (Joana Batista)');
    expect(t).toMatch(/Prontuário: 3321 Nascimento: 20\/05\/1980/);
    expect(t).toContain('Médico: Dra. Célia Maranhão');
    expect(t).toMatch(/Entrega: 06\/03\/2026 Hora: 10:42/);
    expect(t).toContain('LOSARTANA POTÁSSICA 50 MG COMPRIMIDO');
    expect(t).toMatch(/Prescrito: 60 Dispensado: 60/);
    expect(t).toContain('Próxima retirada: 05/04/2026');
    expect(t).toMatch(/LS2291 31\/01\/2027 40/);
    // the batch without lote and validade prints a dash in both columns
    expect(bruto).toMatch(/^\s*-\s+-\s+20\s*$/m);
    expect(t).toContain('INSULINA HUMANA NPH 100 UI/ML FRASCO 10 ML');
    expect(t).toMatch(/Prescrito: 2 frascos Dispensado: 2/);
    expect(t).toMatch(/NPH-8812 31\/10\/2026 2/);
    expect(t).toContain('Atendido por: Pedro Álvares Cabral, Lúcia Ferraz');
    expect(t).toContain('Assinatura do paciente ou responsável');
    expect(t).toContain('Impresso por Pedro Álvares Cabral em 06/03/2026 11:20');
    expect(t).toContain('Saúde Municipal — Versão 2.41.29');
    expect(t).not.toContain('REIMPRESSÃO');
  });

  it('plain variant: items and quantities, no batch table; a reprint shows its date; no parentheses without a social name', async () => {
    const { medicamentos: _, ...base } = prescricao;
    const pdf = await lerPdf(
      await gerarPdf(
        reciboDispensacao(
          {
            ...base,
            pacienteNomeSocial: null,
            dataAtual: new Date('2026-03-09T18:00:00Z'),
            materiais: [
              { material: { descricaoCompleta: 'SERINGA DESCARTÁVEL 3 ML COM AGULHA' }, quantidade: 30 },
              { material: { descricaoCompleta: 'TIRA REAGENTE PARA GLICEMIA' }, quantidade: 1500 },
            ],
          },
          cabecalhoGaranhuns,
          { impressoEm: IMPRESSO_EM },
        ),
      ),
    );
    larguraOk(pdf.paginas[0]?.larguraCm);
    const t = plano(pdf.textos[0]);
    expect(t).toContain('REIMPRESSÃO — 09/03/2026 15:00');
    expect(t).toContain('Paciente: João Batista dos Santos\n');
    expect(t).toContain('ITENS DISPENSADOS');
    expect(t).toMatch(/SERINGA DESCARTÁVEL 3 ML COM AGULHA 30/);
    expect(t).toMatch(/TIRA REAGENTE PARA GLICEMIA 1\.500/);
    expect(t).not.toContain('Lote');
    expect(t).not.toContain('MEDICAMENTOS');
  });

  it('grows with its content on one continuous page, with the municipality logo', async () => {
    const um = await lerPdf(await gerarPdf(reciboDispensacao(prescricao, await cabecalhoComLogo(), { impressoEm: IMPRESSO_EM })));
    const muitos: MedicamentoDispensado[] = Array.from({ length: 14 }, (_, i) => ({
      material: { descricaoCompleta: `MEDICAMENTO DE TESTE ${i + 1} 500 MG COMPRIMIDO` },
      prescrito: 30,
      proximaRetirada: null,
      entradaItens: [{ lote: `L${1000 + i}`, validadeLote: '2027-06-30', quantidadeSaida: 30 }],
    }));
    const longo = await lerPdf(
      await gerarPdf(reciboDispensacao({ ...prescricao, medicamentos: muitos }, cabecalhoGaranhuns, { impressoEm: IMPRESSO_EM })),
    );
    expect(longo.paginas).toHaveLength(1);
    larguraOk(longo.paginas[0]?.larguraCm);
    expect(longo.paginas[0]?.alturaCm).toBeGreaterThan((um.paginas[0]?.alturaCm ?? 0) * 2);
    expect(longo.textos[0]).toContain('MEDICAMENTO DE TESTE 14 500 MG COMPRIMIDO');
  });
});
