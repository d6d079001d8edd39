import { TipoReceita } from '@saude/shared';
import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../../pdf.js';
import { lerPdf } from '../../pdf-teste.js';
import { cabecalhoGaranhuns, IMPRESSO_EM, plano } from '../amostras.fixture.js';
import { type ReceitaImpressao, receitaImpressao } from './receita.js';

const origem: ReceitaImpressao['origem'] = {
  sigla: 'FAA',
  numero: 1234,
  atendidoEm: new Date('2026-03-06T13:00:00Z'),
  paciente: {
    nome: 'MARIA DAS DORES SILVA',
    nomeSocial: null,
    dataNascimento: '1970-01-02',
    idade: '56 anos',
    sexo: 'Feminino',
    cpf: null,
    cns: null,
    nomeMae: null,
    telefone: null,
    endereco: 'Rua Dom José, 10',
    cidade: 'Garanhuns/PE',
    desconhecido: false,
  },
  unidade: { nome: 'UPA 24h', local: 'Consultório 1', cnes: '1234567', endereco: '', cidade: 'Garanhuns', uf: 'PE', telefone: null },
  alergias: [],
};

// issued 06/03/2026 23:30 in Brasília (02:30 UTC of the 7th): the calendar of the issue is Brasília's
const receita = (itens: Partial<ReceitaImpressao['itens'][number]>[]): ReceitaImpressao => ({
  id: 1,
  tipo: TipoReceita.COMUM,
  numeroNotificacao: null,
  em: new Date('2026-03-07T02:30:00Z'),
  prescritor: { nome: 'Ricardo Lins', registro: 'CRM 18342/PE', cbo: null, cboNome: null },
  origem,
  identificacao: 'teste',
  itens: itens.map((i) => ({
    descricao: 'Dipirona 500 mg',
    quantidade: '10',
    posologia: '1 de 6/6 h',
    usoContinuo: false,
    lista: null,
    ...i,
  })),
});

const imprimir = async (r: ReceitaImpressao) =>
  lerPdf(await gerarPdf(receitaImpressao(r, cabecalhoGaranhuns, { usuario: 'Teste', impressoEm: IMPRESSO_EM })));

describe('receita com antimicrobiano (RDC 20/2011, decision 0022)', () => {
  it('a common prescription with an antimicrobial prints two copies, pharmacy and patient, each with the 10-day validity', async () => {
    const pdf = await imprimir(receita([{ descricao: 'Amoxicilina 500 mg cápsula', quantidade: '21', antimicrobiano: true }, {}]));
    expect(pdf.paginas).toHaveLength(2);
    const [via1, via2] = pdf.textos.map(plano);
    expect(via1).toContain('1ª via – retenção da farmácia');
    expect(via1).not.toContain('2ª via');
    expect(via2).toContain('2ª via – paciente');
    for (const via of [via1, via2]) {
      expect(via).toContain('Amoxicilina 500 mg cápsula');
      expect(via).toContain('Antimicrobiano — validade: 10 dias a contar da emissão (até 16/03/2026). RDC Anvisa 20/2011.');
    }
  });

  it('continuous use adds the 90-day window; without an antimicrobial the common prescription stays one copy with no validity', async () => {
    const continuo = await imprimir(receita([{ descricao: 'Nitrofurantoína 100 mg', antimicrobiano: true, usoContinuo: true }]));
    expect(plano(continuo.textos[0])).toContain('uso contínuo: retiradas em até 90 dias (até 04/06/2026)');
    const simples = await imprimir(receita([{}]));
    expect(simples.paginas).toHaveLength(1);
    expect(plano(simples.textos[0])).not.toContain('ª via');
    expect(plano(simples.textos[0])).not.toContain('Antimicrobiano');
  });
});
