// German: the content screens (home page, collections, partner widget).
import type { Translation } from '../translation';

export const content: Translation<'content'> = {
  home: {
    partial: 'Ein Teil dieser Seite konnte nicht geladen werden',
    partialText:
      'Du kannst trotzdem oben nach einem Ort suchen oder <mapLink>alle Übernachtungsplätze auf der Karte</mapLink> ansehen.',
    collections: 'Sammlungen',
    seeAllCollections: 'Alle Sammlungen ansehen',
    collectionsError: 'Die Sammlungen konnten nicht geladen werden',
  },
  banner: {
    brand: 'Stopover',
    fallbackTitle: 'Übernachte heute an einem besonderen Ort',
    fallbackTagline:
      'Übernachtungsplätze für Camper und Wohnmobile auf Farmen, Weingütern und dem Land von Gastgebern in ganz Neuseeland.',
    dates: 'Reisedaten (optional)',
  },
  page: {
    helpMenu: 'Hilfethemen',
    loading: 'Seite wird geladen …',
  },
  blocks: {
    seeCollection: 'Alle Angebote: {{title}}',
  },
  listings: {
    none: 'Hier gibt es noch keine Übernachtungsplätze.',
  },
  collections: {
    title: 'Sammlungen',
    intro: 'Handverlesene Übernachtungsplätze, gruppiert nach dem, was sie besonders macht.',
    loading: 'Sammlung wird geladen…',
    staysIn: 'Übernachtungsplätze: {{title}}',
  },
  widget: {
    title: 'Finde einen Stopover in Neuseeland',
    text: 'Übernachte mit Stopover auf Farmen, Weingütern und privatem Land.',
  },
};
