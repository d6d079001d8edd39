import { hojeIso, IMU } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table, Tag } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { useFiltrosNaUrl } from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { nomeDose, nomeEstrategia } from '../comum/imunizacao.rotulos';
import { BASE_REGISTRO, type LinhaRegistro, registroApi } from './registro.api';

/**
 * imunizacao/registro-vacinacao/index (spec 000 §2.3; issue 20): find a patient (name, CPF, CNS or birth date) to open
 * their record, and the room's records of a day (date, vaccine, name in the URL).
 */
export default function RegistroVacinacaoIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { params, numero, definir } = useFiltrosNaUrl();
  const registrar = usePermission(IMU.registroCadastrar);
  const consulta = { data: params.get('data') || hojeIso(), vacinaId: numero('vacina'), busca: params.get('busca') || undefined };
  const lista = useQuery({
    queryKey: ['imunizacao', 'registro', 'lista', consulta],
    queryFn: ({ signal }) => registroApi.listar(consulta, signal),
  });
  const abrir = (pacienteId: number) =>
    navigate(`/imunizacao/registro-vacinacao/create/${pacienteId}`, { state: { lista: `${location.pathname}${location.search}` } });

  return (
    <div className="sm-page">
      <PageHeader title="Registro de vacinação" />
      {registrar && (
        <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
          <div style={{ maxWidth: 520 }}>
            <Autocomplete<{ id: number; label: string }>
              url={`${BASE_REGISTRO}/paciente/autocomplete`}
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento"
              optionLabel="label"
              onChange={(id) => {
                if (id) abrir(Number(id));
              }}
            />
          </div>
        </Card>
      )}
      <Card size="small" title="Registros da sala">
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <div style={{ width: 160 }}>
            <DateInput aria-label="Data" value={consulta.data} maxDate={hojeIso()} onChange={(v) => definir({ data: v ?? undefined })} />
          </div>
          <Input.Search
            aria-label="Buscar paciente"
            placeholder="Nome do paciente"
            allowClear
            defaultValue={consulta.busca}
            style={{ width: 260 }}
            onSearch={(busca) => definir({ busca })}
          />
        </Flex>
        {lista.isError && lista.error instanceof ApiError && <Tag color="red">{lista.error.message}</Tag>}
        <Table<LinhaRegistro>
          size="small"
          rowKey="id"
          loading={lista.isFetching}
          dataSource={lista.data?.data ?? []}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          locale={{ emptyText: 'Nenhum registro nesta data.' }}
          onRow={(l) => ({ onDoubleClick: () => abrir(l.pacienteId) })}
          columns={[
            { title: 'Paciente', key: 'paciente', render: (_, l) => l.pacienteNome },
            { title: 'Vacina', key: 'vacina', render: (_, l) => l.vacinaNome },
            { title: 'Dose', key: 'dose', width: 110, render: (_, l) => nomeDose(l.dose) },
            { title: 'Estratégia', key: 'estrategia', width: 140, render: (_, l) => nomeEstrategia(l.estrategia) },
            { title: 'Lote', key: 'lote', width: 110, render: (_, l) => l.lote ?? '' },
            { title: 'Vacinador', key: 'profissional', render: (_, l) => l.profissional ?? '' },
            {
              title: 'Situação',
              key: 'situacao',
              width: 100,
              render: (_, l) => (l.cancelado ? <Tag color="red">Cancelado</Tag> : <Tag color="green">Aplicado</Tag>),
            },
            {
              title: 'Ações',
              key: 'acoes',
              width: 90,
              render: (_, l) => (
                <Button size="small" onClick={() => abrir(l.pacienteId)}>
                  Abrir
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
