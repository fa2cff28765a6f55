"use client";

import { productMessages } from "@/lib/dashboard/messages/products";
import { useMessages } from "../language";
import { RemoveButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { TextField } from "../ui/fields";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { textProps } from "./language-tabs";
import { removeAt, replaceAt, type GroupDraft, type OptionDraft, type Part } from "./product-draft";

const newOption = (): OptionDraft => ({ name: "", translations: {}, price: "0", stock: 0, qty_max: 1, text_label: null, text_max_length: null });

export function OptionGroupsCard({ draft, set, error, language, translating }: Part) {
  const t = useMessages(productMessages);
  const setGroup = (index: number, change: Partial<GroupDraft>) => set({ option_groups: replaceAt(draft.option_groups, index, change) });
  const addGroup = () =>
    set({ option_groups: [...draft.option_groups, { name: "", translations: {}, min_options: 0, max_options: 1, options: [newOption()] }] });
  return (
    <Card
      title={t("optionGroups")}
      actions={
        <WriteButton variant="secondary" onClick={addGroup}>
          {t("addGroup")}
        </WriteButton>
      }
    >
      <ul className="space-y-4">
        {draft.option_groups.map((group, index) => {
          const field = `option_groups.${index}`;
          return (
            <li key={group.id ?? `new-${index}`} className="rounded-lg border border-gray-200 p-3">
              <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_5rem_5rem_auto]">
                <TextField
                  fieldClassName="col-span-full sm:col-span-1"
                  label={t("groupName")}
                  error={error(`${field}.name`)}
                  {...textProps({
                    language,
                    translating,
                    own: group.name,
                    translations: group.translations,
                    setOwn: (name) => setGroup(index, { name }),
                    setTranslations: (translations) => setGroup(index, { translations }),
                  })}
                />
                <TextField
                  label={t("minOptions")}
                  type="number"
                  min={0}
                  value={group.min_options}
                  error={error(`${field}.min_options`)}
                  onChange={(value) => setGroup(index, { min_options: Number(value) })}
                />
                <TextField
                  label={t("maxOptions")}
                  type="number"
                  min={1}
                  value={group.max_options}
                  error={error(`${field}.max_options`)}
                  onChange={(value) => setGroup(index, { max_options: Number(value) })}
                />
                <RemoveButton label={t("removeGroup", { name: group.name })} onClick={() => set({ option_groups: removeAt(draft.option_groups, index) })} />
              </div>
              <ul className="mt-2 space-y-2">
                {group.options.map((option, optionIndex) => {
                  const setOption = (change: Partial<OptionDraft>) => setGroup(index, { options: replaceAt(group.options, optionIndex, change) });
                  const optionField = `${field}.options.${optionIndex}`;
                  return (
                    <li key={option.id ?? `new-${optionIndex}`} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_6rem_5rem_auto]">
                      <TextField
                        fieldClassName="col-span-full sm:col-span-1"
                        label={t("optionName")}
                        error={error(`${optionField}.name`)}
                        {...textProps({
                          language,
                          translating,
                          own: option.name,
                          translations: option.translations,
                          setOwn: (name) => setOption({ name }),
                          setTranslations: (translations) => setOption({ translations }),
                        })}
                      />
                      <DecimalField
                        label={t("optionPrice")}
                        value={option.price}
                        error={error(`${optionField}.price`)}
                        onChange={(price) => setOption({ price })}
                      />
                      <TextField
                        label={t("stock")}
                        type="number"
                        min={0}
                        value={option.stock}
                        error={error(`${optionField}.stock`)}
                        onChange={(stock) => setOption({ stock: Number(stock) })}
                      />
                      <RemoveButton
                        label={t("removeOption", { name: option.name })}
                        onClick={() => setGroup(index, { options: removeAt(group.options, optionIndex) })}
                      />
                      <OptionText option={option} field={optionField} error={error} onChange={setOption} />
                    </li>
                  );
                })}
              </ul>
              <WriteButton variant="secondary" className="mt-2" onClick={() => setGroup(index, { options: [...group.options, newOption()] })}>
                {t("addOption")}
              </WriteButton>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * Whether the option asks the shopper for a text (an engraving, a message), what it is called and
 * how long it may be: an empty label asks none.
 */
function OptionText({
  option,
  field,
  error,
  onChange,
}: {
  option: OptionDraft;
  field: string;
  error: Part["error"];
  onChange: (change: Partial<OptionDraft>) => void;
}) {
  const t = useMessages(productMessages);
  const asks = option.text_label !== null;
  return (
    <div className="col-span-full grid grid-cols-[auto_1fr_6rem] items-end gap-2 ps-2">
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input
          type="checkbox"
          checked={asks}
          onChange={(event) => onChange(event.target.checked ? { text_label: option.name, text_max_length: 60 } : { text_label: null, text_max_length: null })}
        />
        {t("optionAsksText")}
        {/* Every option has this box: its name tells them apart to a screen reader. */}
        <span className="sr-only"> · {option.name}</span>
      </label>
      {asks ? (
        <>
          <TextField
            label={t("optionTextLabel")}
            value={option.text_label ?? ""}
            error={error(`${field}.text_label`)}
            onChange={(text_label) => onChange({ text_label })}
          />
          <TextField
            label={t("optionTextMax")}
            type="number"
            min={1}
            max={1000}
            value={option.text_max_length ?? ""}
            error={error(`${field}.text_max_length`)}
            onChange={(value) => onChange({ text_max_length: value ? Number(value) : null })}
          />
        </>
      ) : null}
    </div>
  );
}
