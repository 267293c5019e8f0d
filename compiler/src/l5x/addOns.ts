/**
 * Add-On Instruction definitions in the L5X export (issue 25), as Studio 5000 writes them after
 * `<DataTypes>` and before `<Tags>`: `<AddOnInstructionDefinitions>`, each definition with its
 * `<Parameters>` (EnableIn and EnableOut first, then each parameter with Usage, DataType, Required,
 * Visible and its default), `<LocalTags>` and `<Routines>` (Logic, and EnableInFalse when it has one,
 * `Type="RLL"` with the rungs' neutral text or `Type="ST"` with one `<Line>` per source line). A call in a
 * rung is written `Seal(Seal1,PB,S,Run)` (neutral/export.ts) and its instance tag has `DataType="Seal"`.
 */
import { addOnsOf, addOnTags } from '../addon/addOns.ts';
import type { AddOnInstruction, AddOnRoutine, AddOnTag, Project } from '../model/project.ts';
import { rllContentXml, rungsXmlData } from './routines.ts';

type Text = (t: string) => string;

function defaultData(aoi: AddOnInstruction, tag: AddOnTag): string[] {
  if (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER' || tag.data_type === 'CONTROL') {
    const members = (tag.children ?? []).flatMap((id) => {
      const child = Object.hasOwn(aoi.childTagMap ?? {}, id) ? aoi.childTagMap[id] : undefined;
      return child
        ? [
            `<DataValueMember Name="${child.name}" DataType="${child.data_type}"${child.data_type === 'DINT' ? ' Radix="Decimal"' : ''} Value="${child.value}"/>`,
          ]
        : [];
    });
    return [
      '<DefaultData Format="Decorated">',
      `<Structure DataType="${tag.data_type}">`,
      ...members,
      '</Structure>',
      '</DefaultData>',
    ];
  }
  if (tag.data_type === 'STRUCT' || tag.dimension !== undefined) return [];
  const radix = tag.data_type === 'REAL' ? 'Float' : 'Decimal';
  return [
    '<DefaultData Format="Decorated">',
    `<DataValue DataType="${tag.data_type}" Radix="${radix}" Value="${tag.value}"/>`,
    '</DefaultData>',
  ];
}

const dataType = (tag: AddOnTag): string =>
  (tag.data_type === 'STRUCT' ? (tag.udt ?? '') : tag.data_type) + (tag.dimension !== undefined ? '' : '');

function routineXml(
  project: Project,
  aoi: AddOnInstruction,
  name: string,
  routine: AddOnRoutine,
  escapeXml: Text,
  cdata: Text,
): string[] {
  if (routine.language === 'ST') {
    const lines = [`<Routine Name="${name}" Type="ST">`, '<STContent>'];
    routine.stSource
      .split('\n')
      .forEach((line, number) => lines.push(`<Line Number="${number}">`, cdata(line), '</Line>'));
    return [...lines, '</STContent>', '</Routine>'];
  }
  const scope = { ...project, tagMap: aoi.tagMap, childTagMap: aoi.childTagMap };
  void escapeXml;
  return [
    `<Routine Name="${name}" Type="RLL">`,
    ...rllContentXml(rungsXmlData(scope, routine.rungs), cdata),
    '</Routine>',
  ];
}

/** `<AddOnInstructionDefinitions>` of the project, or [] when it has none. */
export function addOnDefinitionsXml(project: Project, escapeXml: Text, cdata: Text): string[] {
  const aois = addOnsOf(project);
  if (aois.length === 0) return [];
  const lines = ['<AddOnInstructionDefinitions>'];
  for (const aoi of aois) {
    const tags = addOnTags(aoi);
    lines.push(
      `<AddOnInstructionDefinition Name="${escapeXml(aoi.name)}" Revision="${escapeXml(aoi.revision || '1.0')}" ` +
        `ExecutePrescan="false" ExecutePostscan="false" ExecuteEnableInFalse="${aoi.enableInFalse ? 'true' : 'false'}">`,
    );
    if (aoi.description.trim() !== '') lines.push('<Description>', cdata(aoi.description), '</Description>');
    lines.push(
      '<Parameters>',
      '<Parameter Name="EnableIn" TagType="Base" DataType="BOOL" Usage="Input" Radix="Decimal" Required="false" Visible="false" ExternalAccess="Read Only">',
      '<Description>',
      cdata('Enable Input - System Defined Parameter'),
      '</Description>',
      '</Parameter>',
      '<Parameter Name="EnableOut" TagType="Base" DataType="BOOL" Usage="Output" Radix="Decimal" Required="false" Visible="false" ExternalAccess="Read Only">',
      '<Description>',
      cdata('Enable Output - System Defined Parameter'),
      '</Description>',
      '</Parameter>',
    );
    for (const tag of tags.filter((t) => t.usage !== 'Local')) {
      const inOut = tag.usage === 'InOut';
      const required = inOut || tag.required === true;
      const visible = inOut || required || tag.visible === true;
      const dims = tag.dimension !== undefined ? ` Dimensions="${tag.dimension}"` : '';
      lines.push(
        `<Parameter Name="${escapeXml(tag.name)}" TagType="Base" DataType="${escapeXml(dataType(tag))}"${dims} Usage="${tag.usage}" ` +
          `Required="${required}" Visible="${visible}"${inOut ? ' Constant="false"' : ' ExternalAccess="Read/Write"'}>`,
      );
      if (tag.description) lines.push('<Description>', cdata(tag.description), '</Description>');
      if (!inOut) lines.push(...defaultData(aoi, tag));
      lines.push('</Parameter>');
    }
    lines.push('</Parameters>');
    const locals = tags.filter((t) => t.usage === 'Local');
    if (locals.length === 0) lines.push('<LocalTags/>');
    else {
      lines.push('<LocalTags>');
      for (const tag of locals) {
        const dims = tag.dimension !== undefined ? ` Dimensions="${tag.dimension}"` : '';
        lines.push(
          `<LocalTag Name="${escapeXml(tag.name)}" DataType="${escapeXml(dataType(tag))}"${dims} ExternalAccess="Read/Write">`,
        );
        if (tag.description) lines.push('<Description>', cdata(tag.description), '</Description>');
        lines.push(...defaultData(aoi, tag), '</LocalTag>');
      }
      lines.push('</LocalTags>');
    }
    lines.push('<Routines>', ...routineXml(project, aoi, 'Logic', aoi.logic, escapeXml, cdata));
    if (aoi.enableInFalse)
      lines.push(...routineXml(project, aoi, 'EnableInFalse', aoi.enableInFalse, escapeXml, cdata));
    lines.push('</Routines>', '</AddOnInstructionDefinition>');
  }
  lines.push('</AddOnInstructionDefinitions>');
  return lines;
}
