import { t, msg } from '../../lib/operatorText';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { VisitorType } from '../../backend/port/visitorTypes';
import { VISITOR_TYPE_LIMITS } from '../../backend/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import { TableScroll } from '../../components/TableScroll';
import { useSaveNotice } from '../../shared/useSaveNotice';
import { saveVisitorType } from './settingsThunks';
import { VisitorTypeEditor } from './VisitorTypeEditor';
import { WithSite } from './WithSite';

const BLANK = 'blank';

/** The Visitor types page: who arrives, each kind with its own questions and rules. */
export function VisitorTypesSettings() {
  return (
    <section className="card settings-section" aria-labelledby="types-heading">
      <h2 id="types-heading">{t('Visitor types')}</h2>
      <p className="hint">
        {t(
          'The desk asks each visitor their type, then the type’s questions. Every company starts with the spec’s Meeting, Interview and Others, which ask nothing.',
        )}
      </p>
      <WithSite>{(site) => <TypesList types={site.visitorTypes} />}</WithSite>
    </section>
  );
}

function TypesList({ types }: { types: VisitorType[] }) {
  const dispatch = useAppDispatch();
  const saves = useSaveNotice();
  const [editing, setEditing] = useState<VisitorType | null>(null);
  const [template, setTemplate] = useState(VISITOR_TYPE_TEMPLATES[0]?.name ?? BLANK);
  const order = Math.max(0, ...types.map((type) => type.order + 1));
  const full = types.length >= VISITOR_TYPE_LIMITS.types;

  function add() {
    const chosen = VISITOR_TYPE_TEMPLATES.find((each) => each.name === template);
    const type = chosen
      ? typeFromTemplate(chosen, order)
      : typeFromTemplate({ ...SPEC_LIKE, name: '' }, order);
    setEditing(type);
  }

  function setRetired(type: VisitorType, retired: boolean) {
    void saves.settle(type.id, dispatch(saveVisitorType({ type: { ...type, retired }, earlier: type })), {
      saved: retired
        ? t('{typeName} is no longer offered; its visits keep its name.', { typeName: type.name })
        : t('{typeName} is offered again.', { typeName: type.name }),
      failed: t('Could not save'),
    });
  }

  if (editing) {
    return (
      <VisitorTypeEditor
        type={editing}
        all={types}
        onSaved={(saved) => {
          setEditing(null);
          saves.announce(
            t('Saved {typeName}: the desk asks its questions from the next check-in.', {
              typeName: saved.name,
            }),
          );
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <>
      {saves.view}
      <TableScroll label={t('Visitor types')}>
        <table className="visits-table">
          <caption>{t('Visitor types')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Type')}</th>
              <th scope="col">{t('Questions')}</th>
              <th scope="col">{t('Agreement')}</th>
              <th scope="col">{t('Offered')}</th>
              <th scope="col">{t('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                <th scope="row">
                  <span className="type-swatch" style={{ background: type.colour }} aria-hidden="true" />{' '}
                  {type.name}
                </th>
                <td>
                  {type.questions.length === 0 ? t('None') : type.questions.map((q) => q.label).join(', ')}
                </td>
                <td>{t(AGREEMENT_WORDS[type.agreement])}</td>
                <td>{type.retired ? t('No') : t('Yes')}</td>
                <td>
                  <div className="row-actions">
                    <button type="button" className="button" onClick={() => setEditing(type)}>
                      {t('Edit')} <span className="visually-hidden">{type.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={saves.isPending(type.id)}
                      onClick={() => setRetired(type, !type.retired)}
                    >
                      {type.retired ? t('Offer again') : t('Delete')}{' '}
                      <span className="visually-hidden">{type.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="field-row">
        <div className="field">
          <label htmlFor="type-template">{t('New type from')}</label>
          <select id="type-template" value={template} onChange={(event) => setTemplate(event.target.value)}>
            {VISITOR_TYPE_TEMPLATES.map((each) => (
              <option key={each.name} value={each.name}>
                {t('The {name} template', { name: each.name })}
              </option>
            ))}
            <option value={BLANK}>{t('A blank type')}</option>
          </select>
        </div>
        <button type="button" className="button button-primary" onClick={add} disabled={full}>
          {t('Add a visitor type')}
        </button>
      </div>
      {full && (
        <p className="hint">
          {t('A company has at most {types} types: change one instead.', {
            types: VISITOR_TYPE_LIMITS.types,
          })}
        </p>
      )}
    </>
  );
}

const AGREEMENT_WORDS = {
  site: msg('As the site says'),
  always: msg('Always'),
  never: msg('Never'),
} as const;

/** A blank type: the spec types' rules, no questions. */
const SPEC_LIKE: Omit<Parameters<typeof typeFromTemplate>[0], 'name'> = {
  colour: '#475569',
  badgeColour: '#475569',
  hostRequired: true,
  agreement: 'site',
  photoRequired: false,
  answersOnBadge: false,
  questions: [],
};
