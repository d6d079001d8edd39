import { IMG } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const exame = {
  id: 41,
  numero: 2026000441,
  pacienteId: 3,
  paciente: 'Helena Souza',
  idade: '45 anos',
  sexo: 'Feminino',
  exameId: 7,
  exame: 'Radiografia de tórax (PA e perfil)',
  procedimentoCodigo: '0204030153',
  modalidade: 1,
  solicitante: 'Dra. Papel',
  origem: 'papel',
  urgente: false,
  equipamento: 'Raio-X 1',
  data: '2026-03-06',
  realizadoEm: '2026-03-06T11:20:00Z',
  situacao: 2,
};
const versao = (id: number, v: number, situacao: number, motivo: string | null = null) => ({
  id,
  versao: v,
  situacao,
  texto: `Texto da versão ${v}.`,
  conclusao: null,
  motivoAlteracao: motivo,
  lancadoPor: 'Marcelo Queiroz',
  lancadoEm: '2026-03-06T13:00:00Z',
  assinadoPor: situacao === 3 ? 'Marcelo Queiroz' : null,
  assinadoEm: situacao === 3 ? '2026-03-06T14:00:00Z' : null,
});

describe('exame-imagem/lancamento', () => {
  it('lists the exams awaiting a report and opens the editor', async () => {
    logar(sessao({ permissoes: [IMG.laudoVer, IMG.laudoCadastrar] }));
    const api = mockApi({
      'GET /api/exame-imagem/lancamento/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 41,
            numero: 2026000441,
            paciente: 'Helena Souza',
            exame: 'Radiografia de tórax',
            modalidade: 1,
            equipamento: 'Raio-X 1',
            situacao: 2,
            urgente: true,
            realizadoEm: '2026-03-06T11:20:00Z',
            laudoId: null,
          },
        ],
      }),
    });
    renderApp('/exame-imagem/lancamento/index');
    expect(await screen.findByText('Helena Souza', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Urgência')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Laudar/ })).toBeTruthy();
    expect(api.chamadas.some((c) => c.path.endsWith('/lancamento/datatable'))).toBe(true);
  });

  it('fills the text from a template and saves version 1', async () => {
    logar(sessao({ permissoes: [IMG.laudoVer, IMG.laudoCadastrar, IMG.laudoEditar] }));
    const api = mockApi({
      'GET /api/exame-imagem/lancamento/create': wire({
        data: {
          exame,
          modelos: [
            { id: 3, nome: 'RX tórax normal', texto: 'Paciente Helena Souza, 45 anos. Campos pulmonares livres.', conclusao: 'Normal.' },
          ],
          laudo: null,
          versoes: [],
          anexos: [{ id: 8, nome: 'imagem.png', tipoConteudo: 'image/png', tamanho: 70, criadoEm: '2026-03-06T11:30:00Z' }],
        },
      }),
      'POST /api/exame-imagem/lancamento': wire({
        data: { id: 90, imgExameId: 41, versao: 1, message: 'Laudo lançado: aguarda a assinatura.' },
      }),
      'GET /api/exame-imagem/lancamento/90/edit': wire({
        data: { exame: { ...exame, situacao: 3 }, modelos: [], laudo: versao(90, 1, 1), versoes: [versao(90, 1, 1)], anexos: [] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/exame-imagem/lancamento/create?exame=41');
    expect(await screen.findByText('Helena Souza', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('45 anos')).toBeTruthy();
    expect(screen.getByText('imagem.png')).toBeTruthy();
    await user.click(screen.getByLabelText('Modelo de laudo'));
    await user.click(await screen.findByText('RX tórax normal'));
    await waitFor(() => expect((screen.getByLabelText('Laudo') as HTMLTextAreaElement).value).toContain('Campos pulmonares livres.'));
    await user.click(screen.getByRole('button', { name: /Salvar laudo/ }));
    expect(await screen.findByText('Laudo lançado: aguarda a assinatura.')).toBeTruthy();
    expect(api.chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      img_exame_id: 41,
      modelo_id: 3,
      texto: 'Paciente Helena Souza, 45 anos. Campos pulmonares livres.',
      conclusao: 'Normal.',
    });
  });
});

describe('exame-imagem/alteracao-resultado-lancamento', () => {
  it('shows the version history and writes a new version with the reason', async () => {
    logar(sessao({ permissoes: [IMG.laudoVer, IMG.laudoAlterar] }));
    const api = mockApi({
      'GET /api/exame-imagem/alteracao-resultado-lancamento/70/edit': wire({
        data: {
          exame: { ...exame, situacao: 4 },
          modelos: [],
          laudo: { ...versao(70, 2, 2, 'Correção de lateralidade'), assinadoPor: 'Marcelo Queiroz', assinadoEm: '2026-03-07T10:00:00Z' },
          versoes: [
            { ...versao(70, 2, 2, 'Correção de lateralidade'), assinadoPor: 'Marcelo Queiroz', assinadoEm: '2026-03-07T10:00:00Z' },
            versao(60, 1, 3),
          ],
          anexos: [],
        },
      }),
      'PUT /api/exame-imagem/alteracao-resultado-lancamento/70': wire({
        data: { id: 71, imgExameId: 41, versao: 3, message: 'Versão 3 do laudo gravada: aguarda nova assinatura.' },
      }),
      'GET /api/exame-imagem/alteracao-resultado-lancamento/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    const user = userEvent.setup();
    renderApp('/exame-imagem/alteracao-resultado-lancamento/edit/70');
    expect(await screen.findByText('Versão 2', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Versão 1')).toBeTruthy();
    expect(screen.getByText('Substituído')).toBeTruthy();
    expect(screen.getByText('Motivo: Correção de lateralidade')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Gravar nova versão/ }));
    expect(await screen.findByText('O campo Motivo da alteração é obrigatório.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Laudo'));
    await user.type(screen.getByLabelText('Laudo'), 'Texto corrigido.');
    await user.type(screen.getByLabelText('Motivo da alteração'), 'Erro de digitação');
    await user.click(screen.getByRole('button', { name: /Gravar nova versão/ }));
    expect(await screen.findByText('Versão 3 do laudo gravada: aguarda nova assinatura.')).toBeTruthy();
    expect(api.chamadas.find((c) => c.method === 'PUT')?.body).toMatchObject({ texto: 'Texto corrigido.', motivo: 'Erro de digitação' });
  });
});
