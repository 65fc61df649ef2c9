/**
 * A small Apple Health export.xml, as the Health app writes it: step records from a watch and a
 * phone that both recorded the same morning walk, and others only one of them recorded.
 */

export const WATCH = 'E2E Apple Watch'
export const PHONE_SOURCE = 'E2E iPhone'

const devices = {
  [WATCH]: {
    version: '10.1',
    device:
      '&lt;&lt;HKDevice: 0x283b8c0a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;',
  },
  [PHONE_SOURCE]: {
    version: '17.1',
    device:
      '&lt;&lt;HKDevice: 0x283b8c370&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;',
  },
}

const isoDaysAgo = (days: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

function record(source: keyof typeof devices, day: string, from: string, to: string, steps: number) {
  const { version, device } = devices[source]
  const start = `${day} ${from}:00 +0000`
  const end = `${day} ${to}:00 +0000`
  return (
    ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${source}" sourceVersion="${version}" ` +
    `device="${device}" unit="count" creationDate="${end}" startDate="${start}" endDate="${end}" value="${steps}"/>`
  )
}

/**
 * Days `fromDaysAgo`..`toDaysAgo` back: each has a walk at 08:00 that the watch counts as 1,000
 * steps and the phone as 700, 400 steps at noon on the phone alone and 600 at 18:00 on the watch
 * alone. With the watch first a day counts 2,000 steps; with the phone first, 1,700.
 */
export function appleExportXml({ fromDaysAgo = 5, toDaysAgo = 1 } = {}) {
  const records: string[] = []
  for (let ago = fromDaysAgo; ago >= toDaysAgo; ago -= 1) {
    const day = isoDaysAgo(ago)
    records.push(
      record(WATCH, day, '08:00', '08:30', 1000),
      record(PHONE_SOURCE, day, '08:00', '08:30', 700),
      record(PHONE_SOURCE, day, '12:00', '12:20', 400),
      record(WATCH, day, '18:00', '18:20', 600),
    )
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE HealthData [',
    '<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>',
    ']>',
    '<HealthData locale="en_US">',
    ` <ExportDate value="${isoDaysAgo(0)} 07:00:00 +0000"/>`,
    ' <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>',
    ...records,
    '</HealthData>',
    '',
  ].join('\n')
}
