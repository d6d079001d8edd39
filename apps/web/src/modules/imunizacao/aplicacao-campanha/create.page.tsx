import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Input, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarData } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { nomeDose } from '../comum/imunizacao.rotulos';
import { JustificativaModal } from '../registro-vacinacao/justificativa.modal';
import { motivosDaJustificativa } from '../registro-vacinacao/registro.api';
import { aplicacaoCampanhaApi, BASE_CAMPANHA, type DadosAplicacao } from './campanha.api';

type Vacina = DadosAplicacao['vacinas'][number];

/**
 * imunizacao/aplicacao-campanha/create/{id} (spec 000 §2.3; issue 20 "fast recording during a campaign day"): search
 * the patient, the campaign's vaccines come checked with the room's first-expiry lot, one click records them (the
 * campaign's strategy); outside the target group the screen asks for a reason; the counter shows today's doses in
 * the room against the goal.
 */
export default function AplicacaoCampanhaCreatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [pacienteId, setPacienteId] = useState<number | null>(null);
  const [chave, setChave] = useState(0);
  const [desmarcadas, setDesmarcadas] = useState<number[]>([]);
  const [gestante, setGestante] = useState(false);
  const [puerpera, setPuerpera] = useState(false);
  const [justificativa, setJustificativa] = useState('');
  const [pedirMotivo, setPedirMotivo] = useState<string[] | null>(null);
  const dados = useQuery({
    queryKey: ['imunizacao', 'aplicacao-campanha', id, pacienteId],
    queryFn: () => aplicacaoCampanhaApi.dados(id, pacienteId),
  });
  const d = dados.data?.data;
  const escolhidas = (d?.vacinas ?? []).filter((v) => v.lote && !desmarcadas.includes(v.vacinaId) && !d?.jaVacinado.includes(v.vacinaId));
  const limpar = () => {
    setPacienteId(null);
    setDesmarcadas([]);
    setGestante(false);
    setPuerpera(false);
    setJustificativa('');
    setChave((k) => k + 1);
  };
  const salvar = useMutation({
    mutationFn: (motivo?: string) =>
      aplicacaoCampanhaApi.registrar(id, {
        pacienteId: pacienteId as number,
        gestante,
        puerpera,
        justificativa: motivo || justificativa || null,
        doses: escolhidas.map((v) => ({ vacinaId: v.vacinaId, dose: v.dose, loteId: (v.lote as NonNullable<Vacina['lote']>).loteId })),
      }),
    onSuccess: (r) => {
      feedback.notification.destroy('api-422');
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setPedirMotivo(null);
      limpar();
    },
    onError: (e, motivo) => {
      const motivos = motivosDaJustificativa(e);
      if (motivos && !motivo) {
        feedback.notification.destroy('api-422');
        setPedirMotivo(motivos);
      }
    },
  });

  const c = d?.campanha;
  return (
    <div className="sm-page">
      <PageHeader
        title={c ? c.nome : 'Aplicação em campanha'}
        subTitle={d ? `${d.sala.nome} — público: ${c?.publico}` : undefined}
        extra={<Button onClick={() => navigate('/imunizacao/aplicacao-campanha/index')}>Voltar</Button>}
      />
      {c && (
        <Space size={32} style={{ marginBottom: 12 }}>
          <Statistic title="Doses hoje nesta sala" value={c.aplicadasHojeNaSala} />
          <Statistic title="Doses na campanha" value={c.aplicadasTotal} suffix={c.meta ? `/ ${c.meta}` : undefined} />
          <span>
            {formatarData(c.inicio)} a {formatarData(c.fim)}
          </span>
        </Space>
      )}
      <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
        <div style={{ maxWidth: 520 }}>
          <Autocomplete<{ id: number; label: string }>
            key={chave}
            autoFocus
            url={`${BASE_CAMPANHA}/paciente/autocomplete`}
            label="Paciente"
            placeholder="Nome, CPF, CNS ou data de nascimento"
            optionLabel="label"
            onChange={(v) => {
              setDesmarcadas([]);
              setPacienteId(v ? Number(v) : null);
            }}
          />
        </div>
      </Card>
      {d?.paciente && (
        <>
          <CabecalhoPaciente paciente={d.paciente} />
          {d.foraDoPublico && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`Fora do público-alvo: ${d.foraDoPublico}`} />
          )}
          <Card size="small" title="Vacinas da campanha">
            <Table<Vacina>
              size="small"
              rowKey="vacinaId"
              pagination={false}
              dataSource={d.vacinas}
              columns={[
                {
                  title: '',
                  key: 'sel',
                  width: 40,
                  render: (_, v) => (
                    <Checkbox
                      aria-label={`Aplicar ${v.nome}`}
                      disabled={!v.lote || d.jaVacinado.includes(v.vacinaId)}
                      checked={escolhidas.some((e) => e.vacinaId === v.vacinaId)}
                      onChange={(e) => setDesmarcadas((x) => (e.target.checked ? x.filter((i) => i !== v.vacinaId) : [...x, v.vacinaId]))}
                    />
                  ),
                },
                { title: 'Vacina', key: 'nome', render: (_, v) => v.nome },
                { title: 'Dose', key: 'dose', width: 120, render: (_, v) => nomeDose(v.dose) },
                {
                  title: 'Lote (primeiro a vencer)',
                  key: 'lote',
                  render: (_, v) =>
                    d.jaVacinado.includes(v.vacinaId) ? (
                      <Tag color="green">Já vacinado nesta campanha</Tag>
                    ) : v.lote ? (
                      `${v.lote.lote} — val. ${formatarData(v.lote.validade)} — ${v.lote.disponivel} dose(s)`
                    ) : (
                      <Tag color="red">Sem estoque na sala</Tag>
                    ),
                },
                { title: 'Hoje', key: 'hoje', width: 70, render: (_, v) => v.aplicadasHojeNaSala },
              ]}
            />
            <Space wrap style={{ marginTop: 12 }}>
              <Checkbox checked={gestante} onChange={(e) => setGestante(e.target.checked)}>
                Gestante
              </Checkbox>
              <Checkbox checked={puerpera} onChange={(e) => setPuerpera(e.target.checked)}>
                Puérpera
              </Checkbox>
            </Space>
            {d.foraDoPublico && (
              <div style={{ marginTop: 12 }}>
                <label htmlFor="justificativa-campanha">Justificativa</label>
                <Input.TextArea
                  id="justificativa-campanha"
                  rows={2}
                  maxLength={1000}
                  value={justificativa}
                  onChange={(e) => setJustificativa(e.target.value)}
                />
              </div>
            )}
            <div style={{ marginTop: 12 }}>
              <Button
                type="primary"
                size="large"
                disabled={escolhidas.length === 0}
                loading={salvar.isPending}
                onClick={() => salvar.mutate(undefined)}
              >
                Registrar {escolhidas.length} dose(s)
              </Button>
            </div>
          </Card>
        </>
      )}
      {pedirMotivo && (
        <JustificativaModal
          motivos={pedirMotivo}
          salvando={salvar.isPending}
          aoFechar={() => setPedirMotivo(null)}
          aoConfirmar={(m) => salvar.mutate(m)}
        />
      )}
    </div>
  );
}
