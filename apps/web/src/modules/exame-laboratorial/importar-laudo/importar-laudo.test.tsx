import { importacaoLaudoDatatableSchema, importacaoLaudoRespostaSchema, importarLaudoFormSchema, LAB } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const BASE = '/api/exame-laboratorial/importar-laudo';
const criadoEm = new Date('2026-11-20T13:00:00Z');

const importacao = (situacao: 'importada' | 'recusada') =>
  wireDe(importacaoLaudoRespostaSchema, {
    data: {
      id: 9,
      laboratorio: 'Laboratório de Apoio',
      formato: 'hl7',
      arquivoNome: 'laudo.hl7',
      total: 2,
      importados: situacao === 'importada' ? 2 : 0,
      exames: situacao === 'importada' ? 1 : 0,
      situacao,
      usuario: 'Ana',
      criadoEm,
      problemas:
        situacao === 'recusada'
          ? [
              { linha: 5, numero: '900123', exame: 'GLI', campo: '', motivo: 'Exame cancelado.' },
              { linha: 9, numero: '900124', exame: 'GLI', campo: 'G', motivo: 'Valor "abc" não é um número (campo numérico).' },
            ]
          : [],
      resultados:
        situacao === 'importada'
          ? [{ resultadoId: 1, numero: '900123', paciente: 'MARIA', exame: 'Glicose', valores: 2, foraDaFaixa: 1, criticos: 1 }]
          : [],
    },
  });

function montar(resposta: unknown) {
  logar(sessao({ permissoes: [LAB.importar] }));
  return mockApi({
    [`GET ${BASE}/create`]: wireDe(importarLaudoFormSchema, {
      data: { laboratorios: [{ id: 3, nome: 'Laboratório de Apoio', codigoHl7: 'LABAPOIO' }] },
    }),
    [`GET ${BASE}/datatable`]: wireDe(importacaoLaudoDatatableSchema, {
      draw: 1,
      recordsTotal: 1,
      recordsFiltered: 1,
      data: [
        {
          id: 8,
          criadoEm,
          laboratorio: 'Laboratório de Apoio',
          formato: 'csv',
          arquivoNome: 'anterior.csv',
          total: 4,
          importados: 0,
          problemas: 3,
          usuario: 'Ana',
        },
      ],
    }),
    [`POST ${BASE}`]: resposta,
  });
}

async function enviar(conteudo: string) {
  const { user } = renderApp('/exame-laboratorial/importar-laudo/index', { user: { pointerEventsCheck: 0 } });
  expect(await screen.findByText('anterior.csv', {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText('Recusada (3 problema(s))')).toBeTruthy();
  // the CSV columns are documented on the screen
  expect(screen.getAllByText(/numero_agendamento;codigo_exame;codigo_campo;valor;unidade/).length).toBeGreaterThan(0);
  await user.click(screen.getByLabelText('Laboratório de apoio'));
  await user.click(await screen.findByText('Laboratório de Apoio (HL7: LABAPOIO)'));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([conteudo], 'laudo.hl7', { type: 'text/plain' })] } });
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
}

describe('exame-laboratorial/importar-laudo', () => {
  it('sends the file text with the laboratory and lists every problem of a refused import', async () => {
    const api = montar(importacao('recusada'));
    await enviar('MSH|^~\\&|LIS|LABAPOIO|||||ORU^R01|1|P|2.5\rOBR|1|900123||GLI');
    await waitFor(() => expect(api.de(`POST ${BASE}`)).toHaveLength(1));
    expect(api.de(`POST ${BASE}`)[0]?.body).toEqual({
      laboratorio_id: 3,
      arquivo_nome: 'laudo.hl7',
      conteudo: 'MSH|^~\\&|LIS|LABAPOIO|||||ORU^R01|1|P|2.5\rOBR|1|900123||GLI',
    });
    const painel = await screen.findByTestId('resultado-importacao', {}, { timeout: 10_000 });
    expect(within(painel).getByText('2 problema(s) em laudo.hl7')).toBeTruthy();
    expect(within(painel).getByText('Exame cancelado.')).toBeTruthy();
    expect(within(painel).getByText('Valor "abc" não é um número (campo numérico).')).toBeTruthy();
  }, 60_000);

  it('shows the results of an accepted import', async () => {
    montar(importacao('importada'));
    await enviar('numero_agendamento;codigo_exame;codigo_campo;valor;unidade\n900123;GLI;G;98;mg/dL');
    const painel = await screen.findByTestId('resultado-importacao', {}, { timeout: 10_000 });
    expect(within(painel).getByText('2 resultado(s) de 1 exame(s) importado(s).')).toBeTruthy();
    expect(within(painel).getByText('MARIA')).toBeTruthy();
    expect(within(painel).getByText('1 crítico(s)')).toBeTruthy();
  }, 60_000);
});
