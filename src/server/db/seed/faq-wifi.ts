// The Wifi FAQ (/faq-wifi, spec section 2): questions and answers about staying connected on a
// Stopover stay in New Zealand, written in each of the five languages. Stored as content pages
// (slug `faq-wifi`, one row per language): each question is a `title` block and its answer the
// `text` block after it; the page's first `text` block is its introduction.

import type { Language } from '../../../domain/messages';
import { contentBlockSchema, type ContentBlock } from '../../../domain/schemas/content';
import type { contentPages } from '../schema';

export const FAQ_WIFI_SLUG = 'faq-wifi';

type Faq = { title: string; intro: string; questions: [question: string, answer: string][] };

const FAQ_WIFI: Record<Language, Faq> = {
  en: {
    title: 'Wifi and staying connected',
    intro:
      'Many Stopover stays are on farms, vineyards and back-country land, where the internet is not what it is in town. Here is what to expect and how to plan for it.',
    questions: [
      [
        'Do Stopover hosts offer wifi?',
        'Some do, many do not. Hosts share their land, not always their internet: a farm connection is often slow, shared with the family and capped each month. Where a host offers wifi to guests, the listing says so. If it matters to you, ask the host before you book.',
      ],
      [
        'How can I tell whether a stay has wifi or mobile coverage?',
        'Look at the features on the listing: Wifi means the host offers a connection to guests, and Limited cell coverage means your phone may have weak or no signal there. The map on the listing also shows how far the stay is from the nearest town, where coverage is usually better.',
      ],
      [
        'What is mobile coverage like in rural New Zealand?',
        'Towns, cities and most state highways are well covered by the three networks (One NZ, Spark and 2degrees). Deep valleys, mountain passes and remote areas such as parts of the West Coast, Fiordland, the Catlins and East Cape have long stretches with no signal at all. Download offline maps and your booking details before you set off, and do not count on checking directions on arrival.',
      ],
      [
        'Should I buy a local SIM card or eSIM?',
        'For most visitors, yes: a prepaid New Zealand SIM or eSIM with a data pack costs far less than roaming. They are sold at the international airports, in supermarkets and at the networks’ own shops. Make sure your phone is unlocked, and compare the coverage maps of the networks for the regions you will travel through.',
      ],
      [
        'May I use my host’s wifi, and how much?',
        'Only if your host offers it, and lightly. Ask for the password rather than looking for it, and do not pass it on. Rural plans are often capped, so keep to messages, maps and email: no film streaming, large downloads or automatic phone and laptop updates. Turn these off before you connect, and thank your host; it is a favour, not part of the price.',
      ],
      [
        'How do I call for help where there is no coverage?',
        'The emergency number in New Zealand is 111 (police, fire and ambulance). A mobile phone can call 111 without credit, and it will use another network if yours has no signal where you are. Where no network reaches at all, walk or drive to higher or open ground and try again. If you are heading into remote country, carry a personal locator beacon (they can be hired from outdoor shops and many visitor centres) and tell someone your plans.',
      ],
      [
        'Can I reach my host and my booking details offline?',
        'Your booking confirmation email holds the address, the directions to your site and your host’s phone number and email. Save it or take a screenshot before you leave coverage. If you will arrive later than planned, text or call your host while you still have signal.',
      ],
    ],
  },
  fr: {
    title: 'Wifi et connexion pendant votre séjour',
    intro:
      'Beaucoup de séjours Stopover se trouvent dans des fermes, des vignobles ou en pleine campagne, où l’accès à internet n’a rien à voir avec celui des villes. Voici à quoi vous attendre et comment vous organiser.',
    questions: [
      [
        'Les hôtes Stopover proposent-ils le wifi ?',
        'Certains oui, beaucoup non. Les hôtes partagent leur terrain, pas toujours leur connexion : à la ferme, internet est souvent lent, partagé avec toute la famille et limité en volume chaque mois. Lorsqu’un hôte met le wifi à disposition de ses invités, l’annonce l’indique. Si c’est important pour vous, posez la question à l’hôte avant de réserver.',
      ],
      [
        'Comment savoir si un séjour a le wifi ou du réseau mobile ?',
        'Regardez les équipements affichés sur l’annonce : le wifi signifie que l’hôte propose une connexion à ses invités, et une couverture mobile limitée signifie que votre téléphone risque de capter mal, voire pas du tout. La carte de l’annonce montre aussi la distance jusqu’à la ville la plus proche, où le réseau est généralement meilleur.',
      ],
      [
        'Comment est la couverture mobile dans la Nouvelle-Zélande rurale ?',
        'Les villes et la plupart des routes nationales (state highways) sont bien couvertes par les trois opérateurs (One NZ, Spark et 2degrees). En revanche, les vallées encaissées, les cols et les régions isolées comme une partie de la West Coast, le Fiordland, les Catlins ou l’East Cape comptent de longues portions sans aucun signal. Téléchargez des cartes hors ligne et les détails de votre réservation avant de partir, et ne comptez pas sur votre téléphone pour trouver le chemin une fois sur place.',
      ],
      [
        'Faut-il acheter une carte SIM ou une eSIM néo-zélandaise ?',
        'Pour la plupart des voyageurs, oui : une SIM ou eSIM prépayée avec un forfait de données revient bien moins cher que l’itinérance. On en trouve dans les aéroports internationaux, les supermarchés et les boutiques des opérateurs. Vérifiez que votre téléphone est désimlocké et comparez les cartes de couverture des opérateurs pour les régions que vous allez traverser.',
      ],
      [
        'Puis-je utiliser le wifi de mon hôte, et dans quelle mesure ?',
        'Seulement si votre hôte vous le propose, et avec modération. Demandez le mot de passe plutôt que de le chercher, et ne le communiquez à personne. Les abonnements à la campagne sont souvent limités : tenez-vous-en aux messages, aux cartes et aux e-mails, sans streaming vidéo, gros téléchargements ni mises à jour automatiques du téléphone ou de l’ordinateur. Désactivez-les avant de vous connecter et remerciez votre hôte : c’est une faveur, pas un service compris dans le prix.',
      ],
      [
        'Comment appeler les secours sans réseau ?',
        'Le numéro d’urgence en Nouvelle-Zélande est le 111 (police, pompiers et ambulance). Un téléphone portable peut appeler le 111 sans crédit, et il passe par un autre opérateur si le vôtre ne capte pas là où vous êtes. Si aucun réseau ne passe, rejoignez à pied ou en voiture un point plus élevé ou plus dégagé et réessayez. Si vous partez dans une région reculée, emportez une balise de détresse personnelle (PLB, en location dans les magasins de plein air et de nombreux centres d’information) et prévenez quelqu’un de votre itinéraire.',
      ],
      [
        'Puis-je joindre mon hôte et consulter ma réservation hors ligne ?',
        'L’e-mail de confirmation de votre réservation contient l’adresse, l’itinéraire jusqu’à votre emplacement ainsi que le téléphone et l’e-mail de votre hôte. Enregistrez-le ou faites une capture d’écran avant de quitter la zone couverte. Si vous pensez arriver plus tard que prévu, envoyez un SMS ou appelez votre hôte tant que vous avez du réseau.',
      ],
    ],
  },
  es: {
    title: 'Wifi y conexión durante tu estancia',
    intro:
      'Muchas estancias de Stopover están en granjas, viñedos y zonas rurales, donde internet no funciona como en la ciudad. Esto es lo que puedes esperar y cómo prepararte.',
    questions: [
      [
        '¿Los anfitriones de Stopover ofrecen wifi?',
        'Algunos sí, muchos no. Los anfitriones comparten su terreno, no siempre su conexión: en una granja, internet suele ser lento, lo usa toda la familia y tiene un límite de datos al mes. Cuando un anfitrión ofrece wifi a sus huéspedes, el anuncio lo indica. Si es importante para ti, pregúntale antes de reservar.',
      ],
      [
        '¿Cómo sé si una estancia tiene wifi o cobertura móvil?',
        'Fíjate en las características del anuncio: wifi significa que el anfitrión ofrece conexión a los huéspedes, y cobertura móvil limitada significa que es posible que tu teléfono tenga poca señal o ninguna. El mapa del anuncio también muestra a qué distancia está el pueblo más cercano, donde la cobertura suele ser mejor.',
      ],
      [
        '¿Cómo es la cobertura móvil en la Nueva Zelanda rural?',
        'Las ciudades, los pueblos y la mayoría de las carreteras principales (state highways) tienen buena cobertura de las tres redes (One NZ, Spark y 2degrees). En cambio, los valles profundos, los pasos de montaña y las zonas remotas, como partes de la West Coast, Fiordland, los Catlins y el East Cape, tienen largos tramos sin señal. Descarga mapas sin conexión y los datos de tu reserva antes de salir, y no cuentes con consultar cómo llegar una vez allí.',
      ],
      [
        '¿Me conviene comprar una tarjeta SIM o una eSIM local?',
        'A la mayoría de los viajeros, sí: una SIM o eSIM neozelandesa de prepago con un bono de datos sale mucho más barata que el roaming. Se venden en los aeropuertos internacionales, en los supermercados y en las tiendas de las operadoras. Comprueba que tu teléfono esté liberado y compara los mapas de cobertura de las redes en las regiones por las que vas a viajar.',
      ],
      [
        '¿Puedo usar el wifi de mi anfitrión? ¿Cuánto?',
        'Solo si tu anfitrión te lo ofrece, y con moderación. Pide la contraseña en lugar de buscarla y no se la pases a nadie. Las tarifas rurales suelen tener límite de datos, así que úsalo para mensajes, mapas y correo: nada de ver películas en streaming, descargas grandes ni actualizaciones automáticas del móvil o del portátil. Desactívalas antes de conectarte y dale las gracias a tu anfitrión: es un favor, no algo incluido en el precio.',
      ],
      [
        '¿Cómo pido ayuda donde no hay cobertura?',
        'El número de emergencias en Nueva Zelanda es el 111 (policía, bomberos y ambulancia). Desde un móvil puedes llamar al 111 sin saldo, y el teléfono usará otra red si la tuya no tiene señal donde estás. Si no llega ninguna red, camina o conduce hasta un lugar más alto o despejado y vuelve a intentarlo. Si vas a zonas remotas, lleva una radiobaliza personal de localización (PLB; se alquilan en tiendas de montaña y en muchos centros de visitantes) y cuéntale a alguien tu plan.',
      ],
      [
        '¿Puedo contactar con mi anfitrión y ver mi reserva sin conexión?',
        'El correo de confirmación de tu reserva incluye la dirección, las indicaciones para llegar a tu plaza y el teléfono y el correo de tu anfitrión. Guárdalo o haz una captura de pantalla antes de quedarte sin cobertura. Si vas a llegar más tarde de lo previsto, envía un mensaje o llama a tu anfitrión mientras aún tengas señal.',
      ],
    ],
  },
  de: {
    title: 'WLAN und Erreichbarkeit unterwegs',
    intro:
      'Viele Stopover-Stellplätze liegen auf Farmen, Weingütern und abgelegenem Land, wo das Internet nicht so gut ist wie in der Stadt. Hier erfährst du, womit du rechnen kannst und wie du dich darauf einstellst.',
    questions: [
      [
        'Bieten Stopover-Gastgeber WLAN an?',
        'Manche ja, viele nicht. Gastgeber teilen ihr Land, nicht unbedingt ihren Internetanschluss: Auf einer Farm ist die Verbindung oft langsam, wird von der ganzen Familie genutzt und hat ein monatliches Datenlimit. Wenn ein Gastgeber seinen Gästen WLAN anbietet, steht das im Inserat. Ist es dir wichtig, frag den Gastgeber vor der Buchung.',
      ],
      [
        'Woran erkenne ich, ob es WLAN oder Mobilfunkempfang gibt?',
        'Schau dir die Ausstattung im Inserat an: WLAN heißt, dass der Gastgeber seinen Gästen eine Verbindung anbietet, und eingeschränkter Mobilfunkempfang heißt, dass dein Handy dort schwachen oder gar keinen Empfang haben kann. Auf der Karte im Inserat siehst du außerdem, wie weit es bis zum nächsten Ort ist, wo der Empfang meist besser ist.',
      ],
      [
        'Wie ist der Mobilfunkempfang im ländlichen Neuseeland?',
        'Städte, Orte und die meisten State Highways sind von den drei Netzen (One NZ, Spark und 2degrees) gut abgedeckt. Tiefe Täler, Pässe und abgelegene Gegenden wie Teile der West Coast, Fiordland, die Catlins und das East Cape haben dagegen lange Abschnitte ganz ohne Netz. Lade Offline-Karten und deine Buchungsdetails herunter, bevor du losfährst, und verlass dich nicht darauf, den Weg erst vor Ort nachzuschauen.',
      ],
      [
        'Lohnt sich eine neuseeländische SIM-Karte oder eSIM?',
        'Für die meisten Reisenden ja: Eine neuseeländische Prepaid-SIM oder -eSIM mit Datenpaket ist viel günstiger als Roaming. Du bekommst sie an den internationalen Flughäfen, im Supermarkt und in den Läden der Netzbetreiber. Achte darauf, dass dein Handy keinen SIM-Lock hat, und vergleiche die Netzabdeckungskarten für die Regionen, durch die du fährst.',
      ],
      [
        'Darf ich das WLAN meines Gastgebers nutzen, und wie viel?',
        'Nur wenn dein Gastgeber es dir anbietet, und dann sparsam. Frag nach dem Passwort, statt danach zu suchen, und gib es nicht weiter. Internettarife auf dem Land haben oft ein Datenlimit, also bleib bei Nachrichten, Karten und E-Mails: kein Filmstreaming, keine großen Downloads und keine automatischen Updates auf Handy oder Laptop. Schalte diese vor dem Verbinden aus und bedank dich bei deinem Gastgeber: Es ist ein Gefallen, kein Teil des Preises.',
      ],
      [
        'Wie rufe ich ohne Netz Hilfe?',
        'Die Notrufnummer in Neuseeland ist 111 (Polizei, Feuerwehr und Rettungsdienst). Mit dem Handy kannst du die 111 auch ohne Guthaben anrufen, und es nutzt ein anderes Netz, wenn deines vor Ort keinen Empfang hat. Wo gar kein Netz hinreicht, geh oder fahr auf eine Anhöhe oder ins Freie und versuch es noch einmal. Wenn du in abgelegene Gegenden fährst, nimm ein persönliches Notfunkgerät (PLB) mit – man kann es in Outdoor-Läden und vielen Besucherzentren mieten – und sag jemandem, wo du unterwegs bist.',
      ],
      [
        'Erreiche ich meinen Gastgeber und meine Buchung auch offline?',
        'In der Bestätigungs-E-Mail deiner Buchung stehen die Adresse, die Wegbeschreibung zu deinem Stellplatz sowie Telefonnummer und E-Mail-Adresse deines Gastgebers. Speichere sie oder mach einen Screenshot, bevor du das Netz verlässt. Wenn du später als geplant ankommst, schreib oder ruf deinen Gastgeber an, solange du noch Empfang hast.',
      ],
    ],
  },
  zh: {
    title: 'Wi-Fi 与网络连接',
    intro:
      '许多 Stopover 住宿点位于农场、葡萄园和偏远乡村，那里的网络条件与城市大不相同。以下是您需要了解的情况，以及如何提前做好准备。',
    questions: [
      [
        'Stopover 的房东提供 Wi-Fi 吗？',
        '有些提供，很多不提供。房东分享的是自己的土地，不一定包括网络：农场的网络往往速度较慢，全家共用，而且每月有流量上限。如果房东为住客提供 Wi-Fi，房源页面上会注明。如果网络对您很重要，请在预订前先询问房东。',
      ],
      [
        '怎样知道住宿点有没有 Wi-Fi 或手机信号？',
        '请查看房源页面上列出的设施：标有 Wi-Fi 表示房东为住客提供网络；标有手机信号有限表示您的手机在那里可能信号很弱甚至没有信号。房源页面上的地图还能显示离最近城镇有多远，城镇里的信号通常更好。',
      ],
      [
        '新西兰乡村地区的手机信号怎么样？',
        '城镇和大部分国道（State Highway）都有三家运营商（One NZ、Spark 和 2degrees）的良好覆盖。但深谷、山口以及偏远地区，例如西海岸（West Coast）部分地区、峡湾（Fiordland）、卡特林斯（Catlins）和东角（East Cape），常有很长的路段完全没有信号。出发前请下载离线地图并保存预订信息，不要指望到了当地再查路线。',
      ],
      [
        '需要买一张新西兰本地的 SIM 卡或 eSIM 吗？',
        '对大多数游客来说，建议购买：带流量套餐的新西兰预付费 SIM 卡或 eSIM 比国际漫游便宜得多。国际机场、超市和运营商门店都有出售。请确认您的手机没有网络锁，并对比各运营商在您途经地区的信号覆盖地图。',
      ],
      [
        '我可以使用房东的 Wi-Fi 吗？可以用多少？',
        '只有在房东主动提供时才可以使用，而且请适度。请直接向房东要密码，不要自己去找，也不要转告他人。乡村的网络套餐通常有流量上限，所以请只用来发消息、看地图和收发邮件：不要在线看电影、下载大文件，也不要让手机或电脑自动更新。连接前请先关闭自动更新，并向房东道谢——这是房东的好意，并不包含在房费里。',
      ],
      [
        '没有信号时怎样求救？',
        '新西兰的紧急电话是 111（警察、消防和救护车）。手机即使没有话费也能拨打 111；如果您所用的网络在当地没有信号，手机会自动借用其他运营商的网络。如果完全没有任何网络，请步行或开车到地势更高、更开阔的地方再试。前往偏远地区时，请随身携带个人定位信标（PLB，可在户外用品店和许多游客中心租用），并把行程告诉他人。',
      ],
      [
        '没有网络时，我能联系房东、查看预订信息吗？',
        '预订确认邮件里写有地址、前往营位的路线，以及房东的电话和邮箱。进入无信号区域之前，请保存邮件或截图。如果您会比计划晚到，请趁还有信号时给房东发短信或打电话。',
      ],
    ],
  },
};

function rows(faq: Faq): ContentBlock[] {
  const blocks: ContentBlock[] = [
    { type: 'text', text: faq.intro },
    ...faq.questions.flatMap(([question, answer]): ContentBlock[] => [
      { type: 'title', text: question },
      { type: 'text', text: answer },
    ]),
  ];
  return contentBlockSchema.array().parse(blocks);
}

/** The Wifi FAQ's content pages, one per language. */
export function faqWifiPages(): (typeof contentPages.$inferInsert)[] {
  return (Object.entries(FAQ_WIFI) as [Language, Faq][]).map(([language, faq]) => ({
    slug: FAQ_WIFI_SLUG,
    language,
    title: faq.title,
    homeBanner: null,
    rows: rows(faq),
  }));
}
