import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const API = '/api/pronto-atendimento/atendimento-medico';

const LINHA = {
  id: 77,
  atendimentoId: 9,
  criadoEm: '2026-11-21T10:15:00-03:00',
  numero: 2026000123,
  paciente: 'MARIA DAS DORES',
  nomeSocial: null,
  desconhecido: false,
  profissional: 'Ricardo Lins Cavalcanti',
  destino: 1,
  destinoNome: 'Alta médica',
  cidPrincipal: 'R104 - Outras dores abdominais e as não especificadas',
};

describe('atendimentos médicos (lista)', () => {
  it('lists the evaluations, filters by FAA number through the URL and opens one for reading', async () => {
    logar(sessao({ permissoes: [PA.medicoVer] }));
    const api = mockApi({
      [`GET ${API}/datatable`]: (c: { query: URLSearchParams }) =>
        wire({ draw: Number(c.query.get('draw')), recordsTotal: 1, recordsFiltered: 1, data: [LINHA] }),
      [`GET ${API}/profissionais`]: wire({ data: [{ id: 5, nome: 'Ricardo Lins Cavalcanti' }] }),
      [`GET ${API}/77`]: wire({
        model: {
          atendimento: {
            id: 9,
            numero: 2026000123,
            status: 1,
            recepcionadoEm: '2026-11-21T09:40:00-03:00',
            urgente: false,
            motivoUrgencia: null,
            pacienteNome: 'MARIA DAS DORES',
            nomeSocial: null,
            dataNascimento: '1940-03-15',
            sexoId: 1,
            cns: null,
            desconhecido: false,
            idadeEstimada: null,
            classificacaoRisco: null,
            cor: null,
            alergias: [],
            ultimaTriagem: null,
          },
          avaliacao: {
            ...LINHA,
            registro: 'CRM 18342',
            anamnese: 'Dor em fossa ilíaca direita.',
            exameFisico: null,
            conduta: null,
            destinoDetalhe: null,
            diagnosticos: [{ cidCodigo: 'R104', cidFormatado: 'R10.4', descricao: 'Outras dores abdominais', principal: true }],
            prescricao: [],
            receitas: [],
            documentos: [],
            examesImagem: [],
          },
        },
      }),
    });
    const { user, router } = renderApp('/pronto-atendimento/atendimento-medico/index', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Alta médica')).toBeTruthy();

    // one paste, not ten keystrokes each re-rendering the page
    await user.click(screen.getByLabelText('Nº da FAA'));
    await user.paste('2026000123');
    await expect.poll(() => router.state.location.search, { timeout: 15_000 }).toContain('numero=2026000123');
    await expect.poll(() => api.de(`GET ${API}/datatable`).at(-1)?.query.get('numero')).toBe('2026000123');

    // the filtered page must have arrived: while the table loads its rows take no clicks
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await user.click(screen.getByLabelText('Visualizar atendimento da FAA 2026000123', { selector: 'button' }));
    const dialogo = await findDialog('Atendimento médico');
    expect(await within(dialogo).findByText('Dor em fossa ilíaca direita.')).toBeTruthy();
    expect(within(dialogo).getByText('Principal')).toBeTruthy();
    expect(api.de(`GET ${API}/77`)).toHaveLength(1);
  }, 60_000);
});
