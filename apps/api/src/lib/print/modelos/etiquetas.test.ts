import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../pdf.js';
import { lerPdf } from '../pdf-teste.js';
import { decodificarCodigos } from '../pdf-teste-codigos.js';
import { cabecalhoGaranhuns, plano } from './amostras.fixture.js';
import { type EtiquetaColetaDados, etiquetaAmostra, etiquetaColeta, etiquetaColetaLote, etiquetaListaExames } from './etiquetas.js';

const perto = (valor: number | undefined, esperado: number) => expect(Math.abs((valor ?? 0) - esperado)).toBeLessThan(0.05);
const NOME_LONGO = 'Maria José da Conceição Gonçalves de Albuquerque Cavalcanti Wanderley Tenório Bezerra de Menezes';

const coletaAna: EtiquetaColetaDados = {
  pacienteNome: 'Ana Cláudia Ferreira',
  pacienteNomeSocial: null,
  pacienteIdade: '34 anos',
  siglaExame: 'HMG',
  agendamentoNumero: '2026000123',
  infraestruturaNome: 'UBS Heliópolis — Sala de Coleta',
  laboratorioInfraestruturaNome: 'Laboratório Municipal de Análises Clínicas',
};

describe('etiqueta de amostra (10 × 3 cm)', () => {
  it('is one 10 × 3 cm label titled Etiqueta with the patient, exams, collection and a Code 128 of the specimen code', async () => {
    const bytes = await gerarPdf(
      etiquetaAmostra(
        {
          pacienteNome: 'Antônio Galdino Tenório',
          pacienteNomeSocial: 'Toinho',
          pacienteIdade: 67,
          dataNascimento: '1958-03-14',
          codigoAmostra: '2026000123-01',
          agendamentoNumero: '2026000123',
          siglaExame: 'HMG, GLI, COL',
          material: 'Sangue total — EDTA',
          dataColeta: '2026-03-06T10:10:00Z',
          laboratorioInfraestruturaNome: 'Laboratório Municipal',
        },
        cabecalhoGaranhuns,
      ),
    );
    const pdf = await lerPdf(bytes);
    expect(pdf.paginas).toHaveLength(1);
    perto(pdf.paginas[0]?.larguraCm, 10);
    perto(pdf.paginas[0]?.alturaCm, 3);
    expect(pdf.titulo).toBe('Etiqueta');
    const t = plano(pdf.textos[0]);
    expect(t).toContain('Antônio Galdino Tenório (Toinho)');
    expect(t).toContain('HMG, GLI, COL');
    expect(t).toContain('Sangue total — EDTA');
    expect(t).toContain('Nasc. 14/03/1958 · 67 anos');
    expect(t).toContain('Coleta 06/03/2026 07:10');
    expect(t).toContain('Agend. 2026000123');
    expect(t).toContain('Laboratório Municipal');
    expect(t).toContain('2026000123-01');
    expect(await decodificarCodigos(bytes)).toEqual(['CODE-128:2026000123-01']);
  });

  it('shrinks and cuts a long name instead of spilling onto a second page', async () => {
    const bytes = await gerarPdf(
      etiquetaAmostra(
        [
          {
            pacienteNome: NOME_LONGO,
            pacienteNomeSocial: 'Nome Social Também Muito Comprido',
            codigoAmostra: '7781-02',
            siglaExame: 'HMG, GLI, COL, TGO, TGP, URE, CRE, TSH, T4L, PSA, VDRL, HIV',
          },
          { pacienteNome: 'Ivo Sá', codigoAmostra: '7781-03', siglaExame: 'EAS' },
        ],
        cabecalhoGaranhuns,
      ),
    );
    const pdf = await lerPdf(bytes);
    expect(pdf.paginas).toHaveLength(2);
    for (const p of pdf.paginas) perto(p.alturaCm, 3);
    expect(pdf.textos[0]).toMatch(/Maria José da Conceição .*…/);
    expect(pdf.textos[0]).toContain('7781-02');
    expect(pdf.textos[1]).toContain('Ivo Sá');
    expect(await decodificarCodigos(bytes)).toEqual(['CODE-128:7781-02', 'CODE-128:7781-03']);
  });
});

describe('etiqueta de coleta (8 × 2,8 cm)', () => {
  it('prints name, age, exam, units and the scheduling number as Code 128 on one 8 × 2.8 cm label', async () => {
    const bytes = await gerarPdf(etiquetaColeta({ ...coletaAna, pacienteNomeSocial: 'Cacau' }, cabecalhoGaranhuns));
    const pdf = await lerPdf(bytes);
    expect(pdf.paginas).toHaveLength(1);
    perto(pdf.paginas[0]?.larguraCm, 8);
    perto(pdf.paginas[0]?.alturaCm, 2.8);
    const t = plano(pdf.textos[0]);
    expect(t).toContain('Ana Cláudia Ferreira (Cacau)');
    expect(t).toContain('HMG');
    expect(t).toContain('34 anos');
    expect(t).toContain('Coleta: UBS Heliópolis — Sala de Coleta');
    expect(t).toContain('Laboratório: Laboratório Municipal de Análises Clínicas');
    expect(t).toContain('2026000123');
    expect(await decodificarCodigos(bytes)).toEqual(['CODE-128:2026000123']);
  });

  it('a batch prints one label per page, in order, long names cut to fit', async () => {
    const nomes = ['Cícera Maria de Lima', NOME_LONGO, 'Edvânia Sá Barreto', 'Severino Ramos', 'Íris Gonçalves'];
    const lista = Array.from({ length: 25 }, (_, i) => ({
      ...coletaAna,
      pacienteNome: `${nomes[i % nomes.length]} ${i + 1}`,
      agendamentoNumero: String(2026000200 + i),
      infraestruturaNome: i % 5 === 1 ? `${NOME_LONGO} — unidade com nome enorme` : coletaAna.infraestruturaNome,
    }));
    const bytes = await gerarPdf(etiquetaColetaLote(lista, cabecalhoGaranhuns));
    const pdf = await lerPdf(bytes);
    expect(pdf.paginas).toHaveLength(25);
    pdf.paginas.forEach((p, i) => {
      perto(p.larguraCm, 8);
      perto(p.alturaCm, 2.8);
      expect(pdf.textos[i]).toContain(String(2026000200 + i));
    });
    expect(pdf.textos[0]).toContain('Cícera Maria de Lima 1');
    expect(pdf.textos[1]).toMatch(/Maria José da Conceição .*…/);
    expect(pdf.textos[1]).toMatch(/Coleta: Maria José .*…/);
    const lidos = await decodificarCodigos(bytes, { primeira: 1, ultima: 5 });
    expect(lidos).toEqual(lista.slice(0, 5).map((e) => `CODE-128:${e.agendamentoNumero}`));
    expect(() => etiquetaColetaLote([], cabecalhoGaranhuns)).toThrow('nenhuma etiqueta');
  });
});

describe('etiqueta da lista de exames agendados (8,3 cm)', () => {
  it('lists each scheduled exam on an 8.3 cm roll as tall as its content', async () => {
    const item = {
      paciente: 'Francisca das Chagas Gonçalves',
      dataNascimento: '1972-11-02',
      medicoSolicitante: 'Dr. Ícaro Lopes Sampaio',
      data: '2026-03-12',
    };
    const def = etiquetaListaExames(
      [
        { ...item, agendamentoNumero: '2026000123', exame: 'Hemograma completo' },
        { ...item, agendamentoNumero: '2026000124', exame: 'Dosagem de glicose' },
        { ...item, agendamentoNumero: '2026000125', exame: 'Dosagem de colesterol total' },
      ],
      cabecalhoGaranhuns,
    );
    const pdf = await lerPdf(await gerarPdf(def));
    expect(pdf.paginas).toHaveLength(1);
    perto(pdf.paginas[0]?.larguraCm, 8.3);
    const t = plano(pdf.textos[0]);
    expect(t.match(/Francisca das Chagas Gonçalves/g)).toHaveLength(3);
    expect(t).toContain('Nasc.: 02/11/1972');
    expect(t).toContain('Agendamento: 2026000124');
    expect(t).toContain('Médico solicitante: Dr. Ícaro Lopes Sampaio');
    expect(t).toContain('Data: 12/03/2026');
    expect(t).toContain('Exame: Dosagem de colesterol total');
    const um = await lerPdf(await gerarPdf(etiquetaListaExames([{ ...item, agendamentoNumero: '1', exame: 'EAS' }], cabecalhoGaranhuns)));
    expect(um.paginas[0]?.alturaCm).toBeLessThan((pdf.paginas[0]?.alturaCm ?? 0) / 2);
  });
});
